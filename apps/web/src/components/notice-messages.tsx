// The store's notices as antd messages, once each (loaded on demand by notices.tsx, in its own antd context).
import { useEffect } from 'react';
import { App } from 'antd';
import { noticeShown, selectNotices } from '@/lib/notices-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { AntdRoot } from './antd-root';

function Show() {
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

export default function NoticeMessages() {
  return (
    <AntdRoot>
      <Show />
    </AntdRoot>
  );
}
