// Route /import (导入简历's review): loaded on demand by the router, only when the importer is used.
import { useLocation } from 'react-router-dom';
import { ImportPage } from '@/features/import/components/import-page';

/**
 * Each navigation to /import is a visit of its own (keyed by the location). Without the key, React could keep the
 * page of the visit before: after 创建简历 the router moves to /edit, and while the editor is still loading (the
 * navigation is a transition, so the review stays on screen), a new navigation back to /import rendered the same
 * ImportPage in place, showing the finished review again instead of the file picker (seen on a loaded CI machine).
 */
export default function ImportRoute() {
  const { key } = useLocation();
  return <ImportPage key={key} />;
}
