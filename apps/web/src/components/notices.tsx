// Shows the store's notices (failed calls, the editor's save queue) as antd messages, once each.
import { useEffect } from 'react';
import { App } from 'antd';
import { noticeShown, selectNotices } from '@/lib/notices-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';

export function Notices() {
  const notices = useAppSelector(selectNotices);
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  useEffect(() => {
    for (const notice of notices) {
      void message[notice.type](notice.text);
      dispatch(noticeShown(notice.id));
    }
  }, [notices, message, dispatch]);
  return null;
}
