// Route /import (导入简历's review): loaded on demand by the router, only when the importer is used.
import { ImportPage } from '@/features/import/components/import-page';

export default ImportPage;
