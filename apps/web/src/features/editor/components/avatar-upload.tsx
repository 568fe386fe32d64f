// Avatar: preview, upload and removal. A phone photo (up to 20 MB, any format the browser decodes) is cropped in a
// dialog and compressed here below the server's limit before it is sent (lib/avatar-image); refusals, ours and the
// server's, are plain Chinese (lib/api/outcomes).
import { useEffect, useState } from 'react';
import { App, Avatar, Button, Upload } from 'antd';
import { DeleteOutlined, LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { Area } from 'react-easy-crop';
import { reportFailure } from '@/lib/api/outcomes';
import { serverUrl } from '@/lib/server-url';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useEditorUploadAvatarMutation } from '../api/editor-api';
import { closePhoto, cropToAvatar, photoProblem, PhotoError, readPhoto, type Photo } from '../lib/avatar-image';
import { personalChanged, selectEditor } from '../store/editor-slice';
import { AvatarCropDialog } from './avatar-crop-dialog';
import styles from './avatar-upload.module.css';

export function AvatarUpload() {
  const avatarUrl = useAppSelector((s) => selectEditor(s).personal?.avatar_url ?? '');
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [upload, { isLoading }] = useEditorUploadAvatarMutation();
  const [reading, setReading] = useState(false);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [saving, setSaving] = useState(false);

  // A photo left open when the editor closes is released.
  useEffect(() => () => void (photo && closePhoto(photo)), [photo]);

  const onFile = async (file: File) => {
    const problem = photoProblem(file);
    if (problem) {
      void message.error(problem);
      return;
    }
    setReading(true);
    try {
      setPhoto(await readPhoto(file));
    } catch (error) {
      void message.error(error instanceof PhotoError ? error.message : '无法读取这张图片，请换一张试试');
    } finally {
      setReading(false);
    }
  };

  const onCrop = async (area: Area) => {
    if (!photo) return;
    setSaving(true);
    try {
      const file = await cropToAvatar(photo, area);
      const result = await upload(file);
      if (result.error) {
        dispatch(reportFailure('avatarUpload', result.error));
        return;
      }
      dispatch(personalChanged({ avatar: result.data.avatar, avatar_url: result.data.avatar_url }));
      setPhoto(null);
      void message.success('头像已更新');
    } catch (error) {
      void message.error(error instanceof PhotoError ? error.message : '照片处理失败，请换一张试试');
    } finally {
      setSaving(false);
    }
  };

  const busy = reading || isLoading;
  return (
    <div className={styles.avatarBlock}>
      <Avatar
        size={96}
        shape="square"
        src={avatarUrl ? serverUrl(avatarUrl) : undefined}
        icon={busy ? <LoadingOutlined aria-hidden /> : <UserOutlined aria-hidden />}
        alt="头像预览"
      />
      <div className={styles.avatarActions}>
        <div style={{ display: 'flex', gap: 6, justifyContent: 'center' }}>
          <Upload
            accept="image/*,.heic,.heif"
            showUploadList={false}
            beforeUpload={(file) => {
              void onFile(file);
              return false;
            }}
          >
            <Button size="small" icon={<UploadOutlined aria-hidden />} loading={busy}>
              {avatarUrl ? '更换' : '上传头像'}
            </Button>
          </Upload>
          {avatarUrl && (
            <Button
              size="small"
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => dispatch(personalChanged({ avatar: '', avatar_url: '' }))}
              aria-label="移除头像"
            />
          )}
        </div>
        <div className={styles.avatarHint}>
          手机照片即可
          <br />
          可裁剪，自动压缩
        </div>
      </div>
      <AvatarCropDialog
        image={photo?.url ?? null}
        busy={saving}
        onConfirm={(area) => void onCrop(area)}
        onCancel={() => setPhoto(null)}
      />
    </div>
  );
}
