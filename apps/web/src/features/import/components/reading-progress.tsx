// While the file is read: its name, the stages (读取文件 → 分析版面 → 识别模块 → 整理字段, and 识别图片中的文字 with its
// percentage for an image) with the current one announced to a screen reader, and 取消 (the worker is stopped, nothing
// is kept).
import { Button } from 'antd';
import { Spinner } from '@/components/spinner';
import { CheckOutlined } from '@ant-design/icons';
import type { ImportStage } from '@/lib/resume-import/stages';
import { isImageFile, STAGE_LABELS } from '../lib/read';
import styles from './review.module.css';

const ALL_STAGES = Object.keys(STAGE_LABELS) as ImportStage[];

export function ReadingProgress({
  file,
  stage,
  progress,
  ocr,
  onCancel,
}: {
  file: File;
  stage: ImportStage | null;
  /** How far the OCR of an image has got, 0-1. */
  progress?: number;
  /** The file turned out to need OCR (a scanned PDF). */
  ocr?: boolean;
  onCancel: () => void;
}) {
  // Only an image, or a PDF found to be a scan, is read by OCR: other files do not show that stage.
  const STAGES = isImageFile(file) || ocr ? ALL_STAGES : ALL_STAGES.filter((s) => s !== 'ocr');
  const at = stage ? STAGES.indexOf(stage) : -1;
  const percent = stage === 'ocr' && progress !== undefined ? `（${Math.round(progress * 100)}%）` : '';
  return (
    <section className={styles.choose} aria-busy="true" aria-labelledby="import-reading">
      <h1 id="import-reading" className={styles.title}>
        正在读取「{file.name}」
      </h1>
      <ol className={styles.stages}>
        {STAGES.map((s, i) => (
          <li
            key={s}
            data-state={i < at ? 'done' : i === at ? 'current' : 'todo'}
            aria-current={i === at ? 'step' : undefined}
          >
            {i < at ? <CheckOutlined aria-hidden /> : i === at ? <Spinner size="small" /> : <span aria-hidden>·</span>}{' '}
            {STAGE_LABELS[s]}
            {i === at ? percent : ''}
          </li>
        ))}
      </ol>
      <p role="status" className={styles.muted}>
        {at >= 0
          ? `${STAGE_LABELS[STAGES[at]!]}…${stage === 'ocr' ? '（首次使用需加载约 3 MB 的识别程序）' : ''}`
          : '准备读取…'}
      </p>
      <Button onClick={onCancel}>取消</Button>
    </section>
  );
}
