// Shows the editor's notices (save failures, module limit, insertions) as antd messages, once each.
import { useEffect } from 'react';
import { App } from 'antd';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { noticeShown, selectEditor } from '../store/editor-slice';

export function EditorNotices() {
  const notices = useAppSelector((s) => selectEditor(s).notices);
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
