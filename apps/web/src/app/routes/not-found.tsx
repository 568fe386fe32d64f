// Unknown paths: loaded on demand by the router.
import { NotFound } from '@/components/not-found';

export default NotFound;
