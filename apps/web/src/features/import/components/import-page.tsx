// /import: the resume importer's page (issue 41). The file comes from the door (导入简历 on 我的简历 or in the editor,
// lib/import-handoff) or is chosen here; it is read in this browser (stages shown, 取消 stops it), refused with the
// reason and what to do, or shown for review; 创建简历 makes the resume and opens the editor. A review left unfinished
// (code 5's /payment, a link elsewhere) comes back as the user left it (lib/kept-review).
import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ImportDoor } from '@/components/import-door';
import { handBackImport, takePendingImport, type ImportMode, type ImportTarget } from '@/lib/import-handoff';
import type { OpenedWithSnapshot } from '@/lib/navigation';
import type { ImportDraft, ImportRefusal } from '@/lib/resume-import/model';
import { refusal } from '@/lib/resume-import/refusals';
import type { ImportStage } from '@/lib/resume-import/stages';
import { createFromPlan } from '@/lib/resume-io/resume-io';
import { loginRequested, selectHasToken } from '@/lib/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { planFromDraft } from '../lib/draft-plan';
import { keepReview, takeKeptReview } from '../lib/kept-review';
import { readForReview, type ReadResult } from '../lib/read';
import { ReadingProgress } from './reading-progress';
import { ReviewScreen } from './review-screen';
import styles from './review.module.css';

type Phase =
  | { kind: 'choose' }
  | { kind: 'reading'; file: File; stage: ImportStage | null; progress?: number; ocr?: boolean }
  | { kind: 'refused'; file: File; refusal: ImportRefusal }
  | { kind: 'review'; file: File; read: Extract<ReadResult, { ok: true }> };

export function ImportPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const hasToken = useAppSelector(selectHasToken);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [target, setTarget] = useState<ImportTarget>({ kind: 'new' });
  const [busy, setBusy] = useState(false);
  /** A kept review shown again starts as changed when the user had changed it. */
  const [keptChanged, setKeptChanged] = useState(false);
  const reading = useRef<AbortController | null>(null);
  // What is kept when the page goes before the review is finished: the phase and the draft as edited so far.
  const phaseNow = useRef(phase);
  phaseNow.current = phase;
  const targetNow = useRef(target);
  targetNow.current = target;
  const edited = useRef<{ draft: ImportDraft; changed: boolean } | null>(null);
  const finished = useRef(false);

  const start = useCallback((file: File) => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    edited.current = null;
    setKeptChanged(false);
    setPhase({ kind: 'reading', file, stage: null });
    // A scanned PDF turns out to need OCR only once read: its stage stays listed from then on.
    let ocr = false;
    readForReview(file, {
      signal: controller.signal,
      onStage: (stage) => {
        ocr ||= stage === 'ocr';
        if (!controller.signal.aborted) setPhase({ kind: 'reading', file, stage, ocr });
      },
      onProgress: (progress) =>
        !controller.signal.aborted && setPhase({ kind: 'reading', file, stage: 'ocr', progress, ocr }),
    }).then(
      (read) => {
        if (controller.signal.aborted) return;
        if (!read.ok) performance.mark('import-refusal-shown');
        setPhase(read.ok ? { kind: 'review', file, read } : { kind: 'refused', file, refusal: read.refusal });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('导入简历: reading failed', error);
        setPhase({ kind: 'refused', file, refusal: refusal('damaged') });
      },
    );
  }, []);

  useEffect(() => {
    const pending = takePendingImport();
    const kept = takeKeptReview();
    if (pending) {
      setTarget(pending.target);
      start(pending.file);
    } else if (kept) {
      setTarget(kept.target);
      setKeptChanged(kept.changed);
      edited.current = { draft: kept.draft, changed: kept.changed };
      setPhase({ kind: 'review', file: kept.file, read: { ...kept.read, draft: kept.draft } });
    }
    return () => {
      reading.current?.abort();
      const left = phaseNow.current;
      if (finished.current || left.kind !== 'review') return;
      const { draft, changed } = edited.current ?? { draft: left.read.draft, changed: false };
      keepReview({ file: left.file, read: left.read, target: targetNow.current, draft, changed });
    };
  }, [start]);

  const cancelReading = () => {
    reading.current?.abort();
    setPhase({ kind: 'choose' });
    void message.info('已取消读取');
  };

  const create = async (draft: ImportDraft, changed: boolean) => {
    if (phase.kind !== 'review') return;
    if (!hasToken) {
      dispatch(loginRequested({ returnTo: null }));
      return;
    }
    setBusy(true);
    try {
      const cid = await dispatch(createFromPlan(planFromDraft(draft, phase.read.base, changed)));
      if (cid) {
        finished.current = true;
        void message.success('已导入为新简历');
        const state: OpenedWithSnapshot = { snapshot: { cause: 'import' } };
        void navigate(`/edit/${cid}`, { state });
      }
    } finally {
      setBusy(false);
    }
  };

  /** Into the resume open in the editor: the plan goes back to it, which applies it (undoable). */
  const applyInto = (draft: ImportDraft, changed: boolean, mode: ImportMode) => {
    if (phase.kind !== 'review' || target.kind !== 'into') return;
    finished.current = true;
    handBackImport(target.cid, planFromDraft(draft, phase.read.base, changed), mode);
    void navigate(`/edit/${target.cid}`);
  };

  if (phase.kind === 'reading')
    return (
      <ReadingProgress
        file={phase.file}
        stage={phase.stage}
        progress={phase.progress}
        ocr={phase.ocr}
        onCancel={cancelReading}
      />
    );
  if (phase.kind === 'review') {
    return (
      <ReviewScreen
        draft={phase.read.draft}
        bytes={phase.read.bytes}
        busy={busy}
        onCreate={(d, changed) => void create(d, changed)}
        onApply={target.kind === 'into' ? applyInto : undefined}
        changed={keptChanged}
        onEdit={(draft, changed) => (edited.current = { draft, changed })}
        onCancel={() => {
          finished.current = true;
          void navigate(target.kind === 'into' ? `/edit/${target.cid}` : '/my-resumes');
        }}
        onOriginalDrawn={() => performance.mark('import-original-drawn')}
      />
    );
  }
  if (phase.kind === 'refused') {
    return (
      <Result
        status="warning"
        title={<h1 className={styles.refusalTitle}>无法导入「{phase.file.name}」</h1>}
        subTitle={<span data-testid="import-refusal">{phase.refusal.message}</span>}
        extra={[
          <ImportDoor key="again" label="重新选择文件" onFile={start} primary />,
          <Button key="back" onClick={() => void navigate('/my-resumes')}>
            返回我的简历
          </Button>,
        ]}
      />
    );
  }
  return (
    <div className={styles.choose}>
      <h1 className={styles.title}>导入简历</h1>
      <p className={styles.muted}>
        选择或拖入已有的简历：PDF、Word（.docx）或 JSON Resume 文件，最大 10
        MB。文件只在本机读取，不会上传；核对后才会创建简历。
      </p>
      <ImportDoor label="选择文件" onFile={start} primary dropZone />
    </div>
  );
}

export default ImportPage;
