// Route /ai: loaded on demand by the router.
import { AiPage } from '@/features/ai/components/ai-page';

export default AiPage;
