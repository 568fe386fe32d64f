// One resume: page 1 of the user's own resume (or a neutral card with their name and 求职意向, never the template's
// sample person), title, who/what, updated time in Chinese; open, download, copy, 生成英文版 (a Chinese resume with no
// English version yet), delete; a linked pair's 中 / EN switch.
import { useRef } from 'react';
import { Button, Tooltip } from 'antd';
import { CopyOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, TranslationOutlined } from '@ant-design/icons';
import { langOfTemplate } from '@cv/contract/edition-words';
import type { PairRecord } from '@/lib/english-copy/resume-pairs';
import thumbCard from '@/components/thumb-card.module.css';
import { formatDateTime } from '@/utils/format';
import type { ResumeListItem } from '../api/my-resumes-api';
import { LanguageSwitch } from './language-switch';
import { useOwnFirstPage } from './use-own-first-page';
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
  onCopy: (cid: string) => void;
  /** The link to its Chinese original or English version (生成英文版), if any. */
  pair?: PairRecord | undefined;
  /** 生成英文版; absent while it cannot be offered (the user is not known yet). */
  onEnglish?: ((resume: ResumeListItem) => void) | undefined;
  /** Its English version is being made. */
  makingEnglish?: boolean;
  onDelete: (resume: ResumeListItem) => void;
}

/** A page-shaped card with the person's name and 求职意向 (before page 1 is drawn, or for an empty resume). */
function NeutralPage({ resume }: { resume: ResumeListItem }) {
  return (
    <div className={styles.neutral} data-thumbnail="neutral">
      <span className={styles.neutralName}>{resume.personal.name || '未填写姓名'}</span>
      <span className={styles.neutralWish}>{resume.personal.wish || '未填写求职意向'}</span>
      <span className={styles.neutralLines} aria-hidden />
    </div>
  );
}

export function ResumeCard({
  resume,
  eager = false,
  priority = false,
  downloading,
  onOpen,
  onDownload,
  onCopy,
  pair,
  onEnglish,
  makingEnglish = false,
  onDelete,
}: Props) {
  const card = useRef<HTMLLIElement>(null);
  const own = useOwnFirstPage(resume, card, eager, priority);
  const who = [resume.personal.name, resume.personal.wish].filter(Boolean).join(' · ');
  const lang = langOfTemplate(resume.template);
  return (
    <li ref={card} className={thumbCard.card} data-testid="resume-card">
      <button
        type="button"
        className={thumbCard.thumbButton}
        onClick={() => onOpen(resume.cid)}
        aria-label={`编辑：${resume.title}`}
      >
        {own ? (
          <img
            className={thumbCard.thumb}
            src={own}
            alt={`${resume.title} 第 1 页`}
            data-thumbnail="own"
            width={400}
            height={566}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <NeutralPage resume={resume} />
        )}
      </button>
      <div className={styles.meta}>
        <div className={styles.titleRow}>
          <h2 className={styles.cardTitle} title={resume.title}>
            {resume.title}
          </h2>
          {pair && <LanguageSwitch lang={pair.lang} pair={pair.pair} title={resume.title} />}
        </div>
        <div className={styles.who}>{who || '未填写姓名与求职意向'}</div>
        <div className={styles.time}>更新于 {formatDateTime(resume.updated_at)}</div>
        <div className={styles.actions}>
          <Button type="primary" size="small" icon={<EditOutlined aria-hidden />} onClick={() => onOpen(resume.cid)}>
            编辑
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            loading={downloading}
            onClick={() => onDownload(resume.cid)}
          >
            下载
          </Button>
          <Tooltip title="复制为新简历（可注明投递的公司和岗位）">
            <Button
              size="small"
              icon={<CopyOutlined aria-hidden />}
              aria-label={`复制：${resume.title}`}
              onClick={() => onCopy(resume.cid)}
            >
              复制
            </Button>
          </Tooltip>
          {lang === 'zh' && !pair && (
            <Button
              size="small"
              icon={<TranslationOutlined aria-hidden />}
              aria-label={`生成英文版：${resume.title}`}
              disabled={!onEnglish}
              loading={makingEnglish}
              onClick={() => onEnglish?.(resume)}
            >
              生成英文版
            </Button>
          )}
          <Tooltip title="删除">
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`删除：${resume.title}`}
              onClick={() => onDelete(resume)}
            />
          </Tooltip>
        </div>
      </div>
    </li>
  );
}
