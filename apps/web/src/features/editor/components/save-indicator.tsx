// The autosave state beside the toolbar: 待保存 / 保存中 / 已保存 / 服务器繁忙 (retried by itself) / 保存失败 (with
// retry; the field is named, the edit kept), and while nothing can be
// sent: 离线 (with retry), 登录已过期 (with login), another account, or read-only (another tab edits).
import { Button, Tooltip } from 'antd';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  DisconnectOutlined,
  EditOutlined,
  EyeOutlined,
  LoadingOutlined,
  LockOutlined,
} from '@ant-design/icons';
import { loginRequested } from '@/lib/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { selectSaveError, selectSaveStatus, selectUnsentCount } from '../store/editor-selectors';
import { flush } from '../store/save-queue';

export function SaveIndicator() {
  const status = useAppSelector(selectSaveStatus);
  const error = useAppSelector(selectSaveError);
  const unsent = useAppSelector(selectUnsentCount);
  const dispatch = useAppDispatch();
  const waiting = `${unsent} 处修改待同步`;
  const content = {
    idle: { icon: <CheckCircleFilled style={{ color: '#bfbfbf' }} aria-hidden />, text: '自动保存已开启' },
    pending: { icon: <EditOutlined style={{ color: '#faad14' }} aria-hidden />, text: '有未保存的修改' },
    saving: { icon: <LoadingOutlined style={{ color: '#1677ff' }} aria-hidden />, text: '保存中…' },
    saved: { icon: <CheckCircleFilled style={{ color: '#52c41a' }} aria-hidden />, text: '已保存' },
    failed: { icon: <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-hidden />, text: '保存失败' },
    retrying: {
      icon: <LoadingOutlined style={{ color: '#faad14' }} aria-hidden />,
      text: `服务器繁忙 · ${waiting}`,
    },
    offline: { icon: <DisconnectOutlined style={{ color: '#faad14' }} aria-hidden />, text: `离线 · ${waiting}` },
    'signed-out': { icon: <LockOutlined style={{ color: '#faad14' }} aria-hidden />, text: `登录已过期 · ${waiting}` },
    'other-user': {
      icon: <LockOutlined style={{ color: '#ff4d4f' }} aria-hidden />,
      text: '已登录另一个账号 · 修改保留在本机',
    },
    'read-only': {
      icon: <EyeOutlined style={{ color: '#8c8c8c' }} aria-hidden />,
      text: '只读 · 另一个标签页正在编辑',
    },
  }[status];
  const tooltip = {
    failed: error ? `${error}（修改已保留，改正后会自动保存）` : null,
    retrying: '修改已保存在本机，稍后自动重试，无需操作',
    pending: '停止输入 0.6 秒后自动保存（Ctrl+S 立即保存）',
    offline: '修改已保存在本机，联网后自动同步',
    'signed-out': '修改已保存在本机，重新登录同一账号后自动同步',
    'other-user': '这些修改属于之前的账号，它再次登录并打开这份简历时会同步',
  }[status as string];
  return (
    <span role="status" aria-live="polite" data-testid="save-status" data-status={status}>
      <Tooltip title={tooltip ?? null}>
        <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', fontSize: 13 }}>
          {content.icon}
          {content.text}
        </span>
      </Tooltip>
      {(status === 'failed' || status === 'offline' || status === 'retrying') && (
        <Button type="link" size="small" onClick={() => void dispatch(flush({ retry: true }))}>
          重试
        </Button>
      )}
      {status === 'signed-out' && (
        <Button type="link" size="small" onClick={() => dispatch(loginRequested({ returnTo: null }))}>
          登录
        </Button>
      )}
    </span>
  );
}
