// The editor's toolbar: back, title, save state, undo/redo, template, AI generation and download (each flushes first).
// On a phone (below 768 px, antd's md) it is one row: back, title, 撤销, 下载 PDF and 更多, a menu with the rest.
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { App, Button, Dropdown, Space, Tooltip, type MenuProps } from 'antd';
import {
  ArrowLeftOutlined,
  CopyOutlined,
  DownOutlined,
  HistoryOutlined,
  ImportOutlined,
  DownloadOutlined,
  ExportOutlined,
  FileImageOutlined,
  FileWordOutlined,
  FileMarkdownOutlined,
  FileSearchOutlined,
  MedicineBoxOutlined,
  MoreOutlined,
  RedoOutlined,
  RobotOutlined,
  SkinOutlined,
  TranslationOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import type { JobMatchState } from '@/components/copy-for-job-dialog';
import { useDownloadResume, type DownloadFormat } from '@/lib/hooks/use-download-resume';
import { useEnglishCopy } from '@/lib/hooks/use-english-copy';
import { ImportFileInput } from '@/components/import-door';
import { handOverImport, IMPORT_PATH } from '@/lib/import-handoff';
import { exportJsonResume, saveJsonFile } from '@/lib/resume-io/resume-io';
import type { FullResume } from '@cv/contract';
import { saveBlobAs } from '@/lib/download-file';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/store-hooks';
import { selectEditor } from '../store/editor-slice';
import { redo, undo } from '../store/editor-actions';
import { selectLang, selectRedoLabel, selectUndoLabel } from '../store/editor-selectors';
import { flush } from '../store/save-queue';
import { AiReviewDrawer } from '../writing-help/ai-review-drawer';
import { generateWithReview } from '../writing-help/ai-review-actions';
import { focusBackAfterMenu } from '@/lib/focus';
import { useMediaQuery } from '@/utils/use-media-query';
import { WritingHelpButtons, WritingHelpDrawers, type WritingHelp } from '../writing-help/writing-help-buttons';
import { HistoryDrawer } from './history-drawer';
import { SaveIndicator } from './save-indicator';
import styles from './editor-toolbar.module.css';

interface Props {
  ready: boolean;
  onOpenTemplates: () => void;
  /** Shows the editing pane (a phone may be showing the preview) before a panel focuses a field. */
  onShowEditor?: () => void;
}

/** 撤销 and 重做: the keyboard shortcut (in the tooltip), the icon, the action, and what it would undo or redo. */
const HISTORY_STEPS = {
  撤销: { keys: 'Ctrl+Z', icon: <UndoOutlined aria-hidden />, action: undo, selectLabel: selectUndoLabel },
  重做: { keys: 'Ctrl+Shift+Z', icon: <RedoOutlined aria-hidden />, action: redo, selectLabel: selectRedoLabel },
};

/** 撤销 / 重做 beside the other buttons, with what it would undo or redo in its tooltip (none: disabled). */
function HistoryButton({ verb, ready }: { verb: keyof typeof HISTORY_STEPS; ready: boolean }) {
  const dispatch = useAppDispatch();
  const { keys, icon, action, selectLabel } = HISTORY_STEPS[verb];
  const label = useAppSelector(selectLabel);
  return (
    <Tooltip title={label ? `${verb}：${label}（${keys}）` : `没有可${verb}的修改`}>
      <Button icon={icon} onClick={() => dispatch(action())} disabled={!ready || !label}>
        {verb}
      </Button>
    </Tooltip>
  );
}

/** A toolbar button opening a menu that takes focus (arrow keys); Escape gives focus back to the button `id`. */
function ToolbarMenu(props: {
  id: string;
  items: MenuProps['items'];
  onPick: (key: string) => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      placement="bottomRight"
      disabled={props.disabled}
      onOpenChange={(open) => {
        if (!open) focusBackAfterMenu(document.getElementById(props.id));
      }}
      menu={{ items: props.items, onClick: ({ key }) => props.onPick(key) }}
    >
      {props.children}
    </Dropdown>
  );
}

/** Loaded on first use. */
const CopyForJobDialog = lazy(() => import('@/components/copy-for-job-dialog'));

export function EditorToolbar({ ready, onOpenTemplates, onShowEditor }: Props) {
  const dispatch = useAppDispatch();
  const { modal, message } = App.useApp();
  const store = useAppStore();
  const navigate = useNavigate();
  const cid = useAppSelector((s) => selectEditor(s).cid);
  const name = useAppSelector((s) => selectEditor(s).personal?.name ?? '');
  const wish = useAppSelector((s) => selectEditor(s).personal?.wish ?? '');
  const chinese = useAppSelector(selectLang) === 'zh';
  const english = useEnglishCopy();
  const title = [name, wish].filter(Boolean).join(' · ') || '未命名简历';
  /** 生成英文版 of the resume on screen, its edits sent first. */
  const onEnglish = () => cid && english.start(cid, title, () => dispatch(flush({ retry: true })));
  const undoLabel = useAppSelector(selectUndoLabel);
  const redoLabel = useAppSelector(selectRedoLabel);
  const { download, downloadingCid } = useDownloadResume();
  const [flushing, setFlushing] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [exporting, setExporting] = useState(false);
  // A copy made for a job with its description opens 岗位匹配 with it (issue 36).
  const jobText = (useLocation().state as Partial<JobMatchState> | null)?.jobMatch;
  const [help, setHelp] = useState<WritingHelp | null>(jobText ? 'match' : null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [copyOpen, setCopyOpen] = useState<boolean | null>(null);
  const phone = useMediaQuery('(max-width: 767px)');

  const onDownload = async (format: DownloadFormat = 'pdf') => {
    setFlushing(true);
    try {
      await dispatch(flush({ retry: true }));
    } finally {
      setFlushing(false);
    }
    await download(cid, { format });
  };

  /** 导出 Markdown: the user's own data, free; made from the resume on screen (works offline). */
  const onMarkdown = async () => {
    const s = store.getState();
    const { personal, modules, template } = selectEditor(s);
    if (!cid || !personal) return;
    const { toMarkdown, markdownFileName } = await import('@/lib/resume-io/markdown');
    const resume = {
      template,
      personal: { ...personal, cid },
      modules: modules.map((m) => ({ ...m, id: 0, cid, content: JSON.stringify(m.entries) })),
    } as unknown as FullResume;
    saveBlobAs(new Blob([toMarkdown(resume)], { type: 'text/markdown;charset=utf-8' }), markdownFileName(resume));
    void message.success('已导出 Markdown（不占下载次数）');
  };

  // 导入简历 into this resume: the chosen file goes to /import's review (after a flush), which comes back here with
  // 替换 or 合并 (editor-page applies it).
  const importInput = useRef<HTMLInputElement>(null);
  const onImportFile = async (file: File) => {
    if (!cid) return;
    await dispatch(flush({ retry: true }));
    handOverImport(file, { kind: 'into', cid });
    void navigate(IMPORT_PATH);
  };
  const importPicker = (
    <ImportFileInput
      ref={importInput}
      label="选择要导入到这份简历的文件（PDF、Word .docx 或 JSON）"
      testId="import-into-input"
      onFile={(file) => void onImportFile(file)}
    />
  );

  const downloadItems: MenuProps['items'] = [
    { key: 'png', icon: <FileImageOutlined aria-hidden />, label: '下载长图 PNG（计下载次数，需联网）' },
    { key: 'docx', icon: <FileWordOutlined aria-hidden />, label: '下载 Word（计下载次数，需联网）' },
    { key: 'markdown', icon: <FileMarkdownOutlined aria-hidden />, label: '导出 Markdown（免费，可离线）' },
    { key: 'json', icon: <ExportOutlined aria-hidden />, label: '导出 JSON（免费）' },
    { key: 'import', icon: <ImportOutlined aria-hidden />, label: '导入简历到这份（替换或合并）' },
  ];
  const onDownloadItem = (key: string) => {
    if (key === 'import') importInput.current?.click();
    else if (key === 'png' || key === 'docx') void onDownload(key);
    else if (key === 'markdown') void onMarkdown();
    else if (key === 'json') void onExport();
  };

  /** 导出 JSON: what the server has after a flush, as a JSON Resume file. */
  const onExport = async () => {
    if (!cid) return;
    setExporting(true);
    try {
      await dispatch(flush({ retry: true }));
      const file = await dispatch(exportJsonResume(cid));
      if (file) saveJsonFile(file.name, file.json);
    } finally {
      setExporting(false);
    }
  };

  const onGenerate = () => {
    modal.confirm({
      title: 'AI 生成简历内容',
      content: wish
        ? `将根据求职意向“${wish}”和工作经验生成工作、项目、技能等模块。之前 AI 生成且你没改过的模块会被替换，你写过或改过的模块会保留；生成后可以撤销。`
        : '建议先填写求职意向，AI 会据此生成更贴合的内容。之前 AI 生成且你没改过的模块会被替换，你写过或改过的模块会保留；生成后可以撤销。',
      okText: '开始生成',
      cancelText: '取消',
      onOk: async () => {
        setGenerating(true);
        try {
          await dispatch(generateWithReview());
        } finally {
          setGenerating(false);
        }
      },
    });
  };

  /** The phone's 更多 menu: what does not fit in its one row. */
  const moreItems: MenuProps['items'] = [
    { key: 'redo', icon: <RedoOutlined aria-hidden />, label: '重做', disabled: !redoLabel },
    { key: 'templates', icon: <SkinOutlined aria-hidden />, label: '更换模板' },
    { key: 'history', icon: <HistoryOutlined aria-hidden />, label: '历史版本' },
    { key: 'copy', icon: <CopyOutlined aria-hidden />, label: '复制' },
    ...(chinese
      ? [{ key: 'english', icon: <TranslationOutlined aria-hidden />, label: '生成英文版', disabled: !english.ready }]
      : []),
    {
      key: 'ai',
      icon: <RobotOutlined aria-hidden />,
      label: generating ? 'AI 生成中…' : 'AI 生成',
      disabled: generating,
    },
    { key: 'diagnosis', icon: <MedicineBoxOutlined aria-hidden />, label: '简历诊断' },
    { key: 'match', icon: <FileSearchOutlined aria-hidden />, label: '岗位匹配' },
    { key: 'png', icon: <FileImageOutlined aria-hidden />, label: '下载长图 PNG' },
    { key: 'docx', icon: <FileWordOutlined aria-hidden />, label: '下载 Word' },
    { key: 'markdown', icon: <FileMarkdownOutlined aria-hidden />, label: '导出 Markdown' },
    { key: 'export', icon: <ExportOutlined aria-hidden />, label: '导出 JSON', disabled: exporting },
    { key: 'import', icon: <ImportOutlined aria-hidden />, label: '导入简历' },
  ];
  const onMore = (key: string) => {
    if (key === 'import') importInput.current?.click();
    else if (key === 'redo') dispatch(redo());
    else if (key === 'templates') onOpenTemplates();
    else if (key === 'history') setHistoryOpen(true);
    else if (key === 'copy') setCopyOpen(true);
    else if (key === 'english') onEnglish();
    else if (key === 'ai') onGenerate();
    else if (key === 'diagnosis' || key === 'match') setHelp(key);
    else if (key === 'export') void onExport();
    else if (key === 'png' || key === 'docx' || key === 'markdown') onDownloadItem(key);
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="简历操作">
      {importPicker}
      <Tooltip title="返回我的简历">
        <Button
          icon={<ArrowLeftOutlined aria-hidden />}
          aria-label="返回我的简历"
          onClick={() => void navigate('/my-resumes')}
        />
      </Tooltip>
      <div className={styles.toolbarTitle}>
        <h1>{title}</h1>
        <span className={styles.toolbarSub}>
          <SaveIndicator />
        </span>
      </div>
      {phone ? (
        <div className={styles.toolbarActions}>
          <Button
            icon={<UndoOutlined aria-hidden />}
            aria-label="撤销"
            onClick={() => dispatch(undo())}
            disabled={!ready || !undoLabel}
          />
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            aria-label="下载 PDF"
            onClick={() => void onDownload()}
            loading={flushing || downloadingCid === cid}
            disabled={!ready}
          />
          <ToolbarMenu id="toolbar-more" items={moreItems} onPick={onMore} disabled={!ready}>
            <Button id="toolbar-more" icon={<MoreOutlined aria-hidden />} aria-label="更多操作" />
          </ToolbarMenu>
        </div>
      ) : (
        <div className={styles.toolbarActions}>
          <HistoryButton verb="撤销" ready={ready} />
          <HistoryButton verb="重做" ready={ready} />
          <Button icon={<SkinOutlined aria-hidden />} onClick={onOpenTemplates} disabled={!ready}>
            更换模板
          </Button>
          <Tooltip title="查看、对比和恢复这份简历的历史版本（保存在本浏览器）">
            <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setHistoryOpen(true)} disabled={!ready}>
              历史版本
            </Button>
          </Tooltip>
          <Tooltip title="复制这份简历，为另一个岗位单独修改">
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => setCopyOpen(true)} disabled={!ready}>
              复制
            </Button>
          </Tooltip>
          {chinese && (
            <Tooltip title="复制为同一设计的英文模板，固定用语译成英文，其余标注「待翻译」">
              <Button
                icon={<TranslationOutlined aria-hidden />}
                onClick={onEnglish}
                loading={english.making === cid}
                disabled={!ready || !english.ready}
              >
                生成英文版
              </Button>
            </Tooltip>
          )}
          <Button icon={<RobotOutlined aria-hidden />} onClick={onGenerate} loading={generating} disabled={!ready}>
            {generating ? 'AI 生成中…' : 'AI 生成'}
          </Button>
          <WritingHelpButtons ready={ready} onOpen={setHelp} />
          <Tooltip title="导出为 JSON Resume 文件（jsonresume.org），可在其他工具或这里再导入">
            <Button
              icon={<ExportOutlined aria-hidden />}
              onClick={() => void onExport()}
              loading={exporting}
              disabled={!ready}
            >
              导出 JSON
            </Button>
          </Tooltip>
          <Space.Compact>
            <Button
              type="primary"
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => void onDownload()}
              loading={flushing || downloadingCid === cid}
              disabled={!ready}
            >
              下载 PDF
            </Button>
            <ToolbarMenu id="toolbar-download-more" items={downloadItems} onPick={onDownloadItem} disabled={!ready}>
              <Button
                id="toolbar-download-more"
                type="primary"
                icon={<DownOutlined aria-hidden />}
                aria-label="更多下载格式"
              />
            </ToolbarMenu>
          </Space.Compact>
        </div>
      )}
      <WritingHelpDrawers
        open={help}
        onClose={() => setHelp(null)}
        onShowEditor={onShowEditor}
        {...(jobText ? { jobText } : {})}
      />
      {cid && copyOpen !== null && (
        <Suspense fallback={null}>
          <CopyForJobDialog
            cid={cid}
            open={copyOpen}
            onClose={() => setCopyOpen(false)}
            beforeCopy={() => dispatch(flush({ retry: true }))}
          />
        </Suspense>
      )}
      <AiReviewDrawer />
      <HistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </div>
  );
}
