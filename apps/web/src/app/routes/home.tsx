// Route /: loaded on demand by the router.
import { HomePage } from '@/features/home/components/home-page';

export default HomePage;
