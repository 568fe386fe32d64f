// While the file is read: its name, the stages (读取文件 → 分析版面 → 识别模块 → 整理字段) with the current one
// announced to a screen reader, and 取消 (the worker is stopped, nothing is kept).
import { Button } from 'antd';
import { Spinner } from '@/components/spinner';
import { CheckOutlined } from '@ant-design/icons';
import type { ImportStage } from '@/lib/resume-import/stages';
import { STAGE_LABELS } from '../lib/read';
import styles from './review.module.css';

const STAGES = Object.keys(STAGE_LABELS) as ImportStage[];

export function ReadingProgress({
  file,
  stage,
  onCancel,
}: {
  file: File;
  stage: ImportStage | null;
  onCancel: () => void;
}) {
  const at = stage ? STAGES.indexOf(stage) : -1;
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
          </li>
        ))}
      </ol>
      <p role="status" className={styles.muted}>
        {at >= 0 ? `${STAGE_LABELS[STAGES[at]!]}…` : '准备读取…'}
      </p>
      <Button onClick={onCancel}>取消</Button>
    </section>
  );
}
