// Route /my-resumes: loaded on demand by the router.
import { MyResumesPage } from '@/features/my-resumes/components/my-resumes-page';

export default MyResumesPage;
