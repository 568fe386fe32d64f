// The review (issue 41): the original beside the resume as understood, before anything is saved. Every value is
// editable; 待确认 marks what the importer guessed; 未归类 holds what it could not place. 创建简历 makes one new resume
// from it (lib/resume-io createFromPlan: cv/new, personal/save, module/save; nothing half-made is left on failure)
// and opens it in the editor.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox } from 'antd';
import { MODULE_LIMIT } from '@cv/contract/constants';
import { langOfTemplate } from '@cv/contract/edition-words';
import type { ImportMode } from '@/lib/import-handoff';
import {
  IMPORT_FALLBACK_TEMPLATE,
  type ImportDraft,
  SCAN_MAX_PAGES,
  type ImportSourceKind,
  type SourceRef,
} from '@/lib/resume-import/model';
import { normalizeDraft, unsureCount } from '../lib/draft-edit';
import { HighlightContext, type Highlight, type HighlightApi } from '../lib/highlight';
import { DraftForm } from './draft-form';
import { OriginalView } from './original-view';
import { TrayPanel } from './tray-panel';
import styles from './review.module.css';

/** What the file was, as the review names it (a space between Latin and Han, none between Han). */
const SOURCE_NAMES: Record<ImportSourceKind, string> = {
  pdf: 'PDF 文件',
  docx: 'Word 文件',
  json: 'JSON 文件',
  markdown: 'Markdown 文件',
  image: '图片',
};

interface Props {
  draft: ImportDraft;
  bytes: Uint8Array | null;
  busy: boolean;
  /** The draft comes back from a review left unfinished, already changed by the user. */
  changed?: boolean;
  onCreate: (draft: ImportDraft, changed: boolean) => void;
  /** Each edit, with the draft as it now is (kept when the page goes before the review is finished). */
  onEdit?: (draft: ImportDraft, changed: boolean) => void;
  /** Set when importing into the resume open in the editor: 替换 or 合并 instead of 创建简历. */
  onApply?: (draft: ImportDraft, changed: boolean, mode: ImportMode) => void;
  onCancel: () => void;
  onOriginalDrawn?: () => void;
}

export function ReviewScreen(props: Props) {
  const { draft: read, bytes, busy, onCreate, onEdit, onApply, onCancel, onOriginalDrawn } = props;
  const [draft, setDraft] = useState(() => normalizeDraft(read));
  const [changed, setChanged] = useState(props.changed ?? false);
  const [focused, setFocused] = useState<SourceRef[]>([]);
  const [hovered, setHovered] = useState<SourceRef[] | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const edit = useCallback((change: (d: ImportDraft) => ImportDraft) => {
    setDraft(change);
    setChanged(true);
  }, []);
  const api = useMemo<HighlightApi>(
    () => ({
      focus: (refs) => {
        setFocused(refs);
        setFocusTick((t) => t + 1);
      },
      hover: setHovered,
      blur: () => setFocused([]),
    }),
    [],
  );
  const highlight: Highlight = { refs: hovered ?? focused, focusTick };
  useEffect(() => {
    if (changed) onEdit?.(draft, changed);
  }, [draft, changed, onEdit]);
  // The review is on screen once the frame after its first render is painted (bench:import-ui reads the mark).
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => performance.mark('import-review-shown'), 0));
  }, []);
  const unsure = unsureCount(draft);
  // An English file gets the English edition (resume-import/english.ts); the user may keep the Chinese one instead.
  const englishFile = !onApply && langOfTemplate(read.template) === 'en';

  return (
    <HighlightContext.Provider value={api}>
      <div className={styles.review} data-testid="import-review">
        <header className={styles.reviewHead}>
          <div>
            <h1 className={styles.title}>核对导入的简历</h1>
            <p className={styles.muted}>
              {SOURCE_NAMES[draft.source]}「{draft.fileName}
              」已在本机读取（文件不会上传）。核对、修改后再创建简历。
            </p>
          </div>
          <div className={styles.actions}>
            <Button onClick={onCancel} disabled={busy}>
              取消
            </Button>
            {onApply ? (
              <>
                <Button onClick={() => onApply(draft, changed, 'merge')}>合并到当前简历</Button>
                <Button type="primary" onClick={() => onApply(draft, changed, 'replace')}>
                  替换当前简历
                </Button>
              </>
            ) : (
              <Button type="primary" loading={busy} onClick={() => onCreate(draft, changed)}>
                创建简历
              </Button>
            )}
          </div>
        </header>
        <div className={styles.summary} role="status">
          识别出 {draft.modules.length} 个模块
          {unsure > 0 ? `，${unsure} 处待确认（已标出）` : ''}
          {draft.tray.length > 0 ? `，${draft.tray.length} 段未归类` : ''}。
        </div>
        {draft.recognized && (
          <Alert
            type="info"
            showIcon
            title="文字是从图像中识别出来的，可能有错字或漏字：请对照原图逐项核对（点选一项，原图上会标出它的位置）。"
          />
        )}
        {draft.unreadPages ? (
          <Alert
            type="warning"
            showIcon
            title={`这份扫描件还有 ${draft.unreadPages} 页没有识别（只识别前 ${SCAN_MAX_PAGES} 页）：那几页的内容请在创建后到编辑器里补上。`}
          />
        ) : null}
        {englishFile && (
          <Checkbox
            className={styles.edition}
            checked={langOfTemplate(draft.template) === 'en'}
            onChange={(e) =>
              edit((d) => ({ ...d, template: e.target.checked ? read.template : IMPORT_FALLBACK_TEMPLATE }))
            }
          >
            这是一份英文简历：使用英文版式（栏目名、日期、学历和掌握程度显示为英文）
          </Checkbox>
        )}
        {draft.modules.length > MODULE_LIMIT && (
          <Alert
            type="warning"
            showIcon
            title={`一份简历最多 ${MODULE_LIMIT} 个模块：第 ${MODULE_LIMIT + 1} 个起不会导入，可删除或合并模块`}
          />
        )}
        <div className={styles.panes}>
          <OriginalView original={draft.original} bytes={bytes} highlight={highlight} onDrawn={onOriginalDrawn} />
          <div className={styles.understood}>
            <TrayPanel draft={draft} edit={edit} />
            <DraftForm draft={draft} edit={edit} />
          </div>
        </div>
      </div>
    </HighlightContext.Provider>
  );
}
