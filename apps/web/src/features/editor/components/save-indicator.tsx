// The autosave state beside the toolbar: 待保存 / 保存中 / 已保存 / 保存失败 (with retry).
import { Button, Tooltip } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, EditOutlined, LoadingOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { selectSaveError, selectSaveStatus } from '../store/editor-selectors';
import { flush } from '../store/save-queue';

export function SaveIndicator() {
  const status = useAppSelector(selectSaveStatus);
  const error = useAppSelector(selectSaveError);
  const dispatch = useAppDispatch();
  const content = {
    idle: { icon: <CheckCircleFilled style={{ color: '#bfbfbf' }} />, text: '自动保存已开启' },
    pending: { icon: <EditOutlined style={{ color: '#faad14' }} />, text: '有未保存的修改' },
    saving: { icon: <LoadingOutlined style={{ color: '#1677ff' }} />, text: '保存中…' },
    saved: { icon: <CheckCircleFilled style={{ color: '#52c41a' }} />, text: '已保存' },
    failed: { icon: <CloseCircleFilled style={{ color: '#ff4d4f' }} />, text: '保存失败' },
  }[status];
  return (
    <span role="status" aria-live="polite" data-testid="save-status" data-status={status}>
      <Tooltip
        title={
          status === 'failed' ? error : status === 'pending' ? '停止输入 0.6 秒后自动保存（Ctrl+S 立即保存）' : null
        }
      >
        <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', fontSize: 13 }}>
          {content.icon}
          {content.text}
        </span>
      </Tooltip>
      {status === 'failed' && (
        <Button type="link" size="small" onClick={() => void dispatch(flush({ retry: true }))}>
          重试
        </Button>
      )}
    </span>
  );
}
