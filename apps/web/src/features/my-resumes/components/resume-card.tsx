// One resume: thumbnail of its template, title, who/what, updated time in Chinese; open, download, copy, delete.
import { useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { CopyOutlined, DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { readThumbnail } from '@/lib/resume-thumbnail';
import { serverUrl } from '@/lib/server-url';
import { formatDateTime } from '@/utils/format';
import type { ResumeListItem } from '../api/my-resumes-api';
import styles from './my-resumes-page.module.css';

interface Props {
  resume: ResumeListItem;
  /** In the first screen: the picture is loaded at once. */
  eager?: boolean;
  /** The very first picture (a phone's largest paint): high priority. */
  priority?: boolean;
  downloading: boolean;
  onOpen: (cid: string) => void;
  onDownload: (cid: string) => void;
  copying: boolean;
  onCopy: (cid: string) => void;
  onDelete: (resume: ResumeListItem) => void;
}

/** Page 1 of this resume as last previewed in this browser, if any. */
function useOwnThumbnail(cid: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void readThumbnail(cid).then((t) => live && setImage(t?.image ?? null));
    return () => {
      live = false;
    };
  }, [cid]);
  return image;
}

export function ResumeCard({
  resume,
  eager = false,
  priority = false,
  downloading,
  onOpen,
  onDownload,
  copying,
  onCopy,
  onDelete,
}: Props) {
  const own = useOwnThumbnail(resume.cid);
  const who = [resume.personal.name, resume.personal.wish].filter(Boolean).join(' · ');
  return (
    <li className={styles.card} data-testid="resume-card">
      <button
        type="button"
        className={styles.thumbButton}
        onClick={() => onOpen(resume.cid)}
        aria-label={`编辑：${resume.title}`}
      >
        <img
          className={styles.thumb}
          src={own ?? serverUrl(resume.thumbnail)}
          alt={own ? `${resume.title} 第 1 页` : `${resume.title} 的模板缩略图`}
          data-thumbnail={own ? 'own' : 'template'}
          width={400}
          height={566}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      </button>
      <div className={styles.meta}>
        <h2 className={styles.cardTitle} title={resume.title}>
          {resume.title}
        </h2>
        <div className={styles.who}>{who || '未填写姓名与求职意向'}</div>
        <div className={styles.time}>更新于 {formatDateTime(resume.updated_at)}</div>
        <div className={styles.actions}>
          <Button type="primary" size="small" icon={<EditOutlined />} onClick={() => onOpen(resume.cid)}>
            编辑
          </Button>
          <Button size="small" icon={<DownloadOutlined />} loading={downloading} onClick={() => onDownload(resume.cid)}>
            下载
          </Button>
          <Tooltip title="复制为新简历">
            <Button
              size="small"
              icon={<CopyOutlined />}
              loading={copying}
              aria-label={`复制：${resume.title}`}
              onClick={() => onCopy(resume.cid)}
            >
              复制
            </Button>
          </Tooltip>
          <Tooltip title="删除">
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除：${resume.title}`}
              onClick={() => onDelete(resume)}
            />
          </Tooltip>
        </div>
      </div>
    </li>
  );
}
