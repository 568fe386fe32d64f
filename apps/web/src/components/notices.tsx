// Shows the store's notices (failed calls, the editor's save queue) as antd messages, once each. The messages and
// their antd context (notice-messages.tsx) load with the first notice: the header, where this sits, loads no antd
// before it is needed.
import { lazy, Suspense, useEffect, useState } from 'react';
import { selectNotices } from '@/lib/notices-slice';
import { useAppSelector } from '@/lib/store-hooks';

const NoticeMessages = lazy(() => import('./notice-messages'));

export function Notices() {
  const hasNotices = useAppSelector(selectNotices).length > 0;
  // Once loaded it stays (showing nothing while there is no notice), so its messages finish their exit.
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (hasNotices) setNeeded(true);
  }, [hasNotices]);
  if (!needed && !hasNotices) return null;
  return (
    <Suspense fallback={null}>
      <NoticeMessages />
    </Suspense>
  );
}
