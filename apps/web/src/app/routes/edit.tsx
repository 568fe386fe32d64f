// Route /edit/:cid: loaded on demand by the router.
import { EditorPage } from '@/features/editor/components/editor-page';

export default EditorPage;
