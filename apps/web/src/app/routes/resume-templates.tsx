// Route /resume-templates: loaded on demand by the router.
import { TemplatesPage } from '@/features/templates/components/templates-page';

export default TemplatesPage;
