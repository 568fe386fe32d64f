// Avatar: preview, upload (type and size checked before sending; server errors shown) and removal.
import { App, Avatar, Button, Upload } from 'antd';
import { DeleteOutlined, LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@cv/contract/constants';
import { reportFailure } from '@/lib/api/outcomes';
import { serverUrl } from '@/lib/server-url';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useEditorUploadAvatarMutation } from '../api/editor-api';
import { personalChanged, selectEditor } from '../store/editor-slice';
import styles from './editor-page.module.css';

const MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

/** Why a file cannot be an avatar, or null when it can. */
export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return '头像只支持 PNG、JPEG 或 WebP 图片';
  if (file.size > AVATAR_MAX_BYTES) return `头像不能超过 ${MAX_MB} MB`;
  if (file.size === 0) return '这是一个空文件';
  return null;
}

export function AvatarUpload() {
  const avatarUrl = useAppSelector((s) => selectEditor(s).personal?.avatar_url ?? '');
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [upload, { isLoading }] = useEditorUploadAvatarMutation();

  const onFile = async (file: File) => {
    const problem = avatarProblem(file);
    if (problem) {
      void message.error(problem);
      return;
    }
    const result = await upload(file);
    if (result.error) {
      dispatch(reportFailure('avatarUpload', result.error));
      return;
    }
    dispatch(personalChanged({ avatar: result.data.avatar, avatar_url: result.data.avatar_url }));
    void message.success('头像已更新');
  };

  return (
    <div className={styles.avatarBlock}>
      <Avatar
        size={96}
        shape="square"
        src={avatarUrl ? serverUrl(avatarUrl) : undefined}
        icon={isLoading ? <LoadingOutlined /> : <UserOutlined />}
        alt="头像预览"
      />
      <div className={styles.avatarActions}>
        <div style={{ display: 'flex', gap: 6, justifyContent: 'center' }}>
          <Upload
            accept={AVATAR_MIME_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void onFile(file);
              return false;
            }}
          >
            <Button size="small" icon={<UploadOutlined />} loading={isLoading}>
              {avatarUrl ? '更换' : '上传头像'}
            </Button>
          </Upload>
          {avatarUrl && (
            <Button
              size="small"
              icon={<DeleteOutlined />}
              onClick={() => dispatch(personalChanged({ avatar: '', avatar_url: '' }))}
              aria-label="移除头像"
            />
          )}
        </div>
        <div className={styles.avatarHint}>
          PNG / JPEG / WebP
          <br />
          不超过 {MAX_MB} MB
        </div>
      </div>
    </div>
  );
}
