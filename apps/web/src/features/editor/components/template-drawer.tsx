// Template switching by seeing (issue 27): choosing a template, a style or a color in the drawer first shows the
// user's own resume in it (cv/preview with that template, cached by [cid, template] like every preview); the
// button 使用此模板 then switches through cv/setTemplate. The resume's template changes only after the server's
// success (SPEC 4); a failure keeps the candidate on screen with the server's message (lib/api/outcomes).
// Colors are the template colours of the shown design (each design in each colour is its own template id,
// `<layout>-<rrggbb>`, so the preview and the download show the same thing).
import { useRef, useState } from 'react';
import { App, Button, Drawer, Tabs, Tooltip } from 'antd';
import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import { parseTemplateId, TEMPLATE_COLORS } from '@cv/contract/constants';
import { langOfTemplate } from '@cv/contract/edition-words';
import { TemplateGallery } from '@/components/template-gallery/template-gallery';
import { inColor } from '@/components/template-gallery/template-card';
import { canDrawPdf } from '@/lib/pdf/pdf-pages';
import { focusWhenReady } from '@/lib/focus';
import type { TemplateItem, TemplateKind } from '@/lib/api/template-api';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useEditorTemplateCatalogQuery } from '../api/editor-api';
import { selectEditor } from '../store/editor-slice';
import { changeTemplate } from '../store/editor-actions';
import { PdfCanvasView } from './pdf-canvas-view';
import { PdfPreviewState } from './pdf-preview-state';
import { usePreview } from './use-preview';
import styles from './template-drawer.module.css';

/** The shown template's design in every template colour (the shown template itself for its own colour). */
function colorChoices(catalog: TemplateItem[], template: string): TemplateItem[] {
  const named = parseTemplateId(template);
  const layout = catalog.find((t) => t.id === template)?.layout ?? named?.layout;
  const design = catalog.find((t) => t.layout === layout && !t.id.startsWith('style-'));
  if (!design) return [];
  const current = catalog.find((t) => t.id === template) ?? inColor(design, named?.color ?? design.color);
  return TEMPLATE_COLORS.map((c) => (c.color === current.color.toLowerCase() ? current : inColor(design, c.color)));
}

interface CandidateProps {
  item: TemplateItem;
  /** The resume's template now. */
  template: string;
  current: boolean;
  busy: boolean;
  onUse: () => void;
  onBack: () => void;
}

/** The user's own resume in a candidate template, with 使用此模板 and the way back to the list. */
function CandidateView({ item, template, current, busy, onUse, onBack }: CandidateProps) {
  const { bytes, loading, error, source, refresh } = usePreview(item.id);
  const drawn = Boolean(bytes && canDrawPdf);
  return (
    <section className={styles.candidate} aria-labelledby="candidate-title" data-testid="template-candidate">
      <div className={styles.candidateHead}>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} disabled={busy}>
          返回列表
        </Button>
        <h3 id="candidate-title" tabIndex={-1}>
          {item.name}
        </h3>
        {/* disabled + text rather than antd's loading prop: its spinner leaves with an animation, and the button's
            name would be 'loading 使用此模板' meanwhile. */}
        <Button type="primary" onClick={onUse} disabled={current || busy} aria-busy={busy}>
          {current ? '正在使用' : busy ? '切换中…' : '使用此模板'}
        </Button>
      </div>
      <p className={styles.candidateHint}>
        {current
          ? '这是你的简历现在的模板。'
          : `你的简历换成“${item.name}”的样子；点「使用此模板」后才会更换，预览和下载的 PDF 完全一致。`}
      </p>
      {!current && langOfTemplate(item.id) !== langOfTemplate(template) && (
        <p className={styles.candidateHint} data-testid="candidate-language-hint">
          {langOfTemplate(item.id) === 'en'
            ? '英文模板只把版面上的固定用语（标签、日期、学历、技能等级）换成英文，模块名和你写的内容不会翻译。想保留中文版、另得一份英文简历，请用「生成英文版」。'
            : '中文模板把版面上的固定用语换成中文，模块名和你写的内容保持原样。'}
        </p>
      )}
      <div
        className={styles.candidateBody}
        data-testid="candidate-preview"
        data-template={item.id}
        data-loading={loading ? 'true' : 'false'}
        data-source={source}
        aria-busy={loading}
      >
        {bytes && drawn && <PdfCanvasView bytes={bytes} zoom="fit" />}
        <PdfPreviewState
          arrived={Boolean(bytes)}
          drawn={drawn}
          error={error}
          onRetry={refresh}
          generating="正在用这个模板生成你的简历…"
          undrawn={<p>当前浏览器无法内嵌显示预览</p>}
        />
      </div>
    </section>
  );
}

export function TemplateDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const template = useAppSelector((s) => selectEditor(s).template);
  const { data: catalog = [] } = useEditorTemplateCatalogQuery(undefined, { skip: !open });
  const [kind, setKind] = useState<TemplateKind>('template');
  const [candidate, setCandidate] = useState<TemplateItem | null>(null);
  const [busy, setBusy] = useState(false);
  /** What had focus when the candidate was chosen: it gets focus back on 返回列表. */
  const chooser = useRef<HTMLElement | null>(null);

  const look = (item: TemplateItem) => {
    if (busy) return;
    if (!candidate) chooser.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCandidate(item);
    focusWhenReady(() => document.getElementById('candidate-title'));
  };

  const back = () => {
    setCandidate(null);
    const previous = chooser.current;
    if (previous) focusWhenReady(() => (previous.isConnected ? previous : null));
  };

  const close = () => {
    setCandidate(null);
    onClose();
  };

  const use = async (item: TemplateItem) => {
    setBusy(true);
    const ok = await dispatch(changeTemplate(item.id));
    setBusy(false);
    if (ok) {
      void message.success(`已切换到“${item.name}”`);
      close();
    }
  };

  const gallery = (k: TemplateKind) => (
    <TemplateGallery kind={k} compact actionLabel="预览此模板" selectedId={template} onChoose={look} />
  );

  const shown = candidate?.id ?? template;
  const colors = colorChoices(catalog, shown);
  return (
    <Drawer title="更换模板" open={open} onClose={close} size="min(760px, 100vw)" destroyOnHidden={false}>
      {colors.length > 1 && (
        <div className={styles.colorRow} role="group" aria-label="配色">
          <span>配色</span>
          {colors.map((item) => (
            <Tooltip key={item.id} title={item.name}>
              <button
                type="button"
                className={styles.colorSwatch}
                style={{ background: item.color }}
                aria-label={`配色：${item.name}`}
                aria-pressed={item.id === shown}
                disabled={busy}
                onClick={() => look(item)}
              >
                {item.id === shown && <CheckOutlined aria-hidden />}
              </button>
            </Tooltip>
          ))}
          <span className={styles.colorHint}>先看效果，再点「使用此模板」</span>
        </div>
      )}
      {candidate && (
        <CandidateView
          key={candidate.id}
          item={candidate}
          template={template}
          current={candidate.id === template}
          busy={busy}
          onUse={() => void use(candidate)}
          onBack={back}
        />
      )}
      <div hidden={candidate !== null}>
        <Tabs
          activeKey={kind}
          onChange={(k) => setKind(k as TemplateKind)}
          items={[
            { key: 'template', label: '模板', children: gallery('template') },
            { key: 'style', label: '样式', children: gallery('style') },
          ]}
        />
      </div>
    </Drawer>
  );
}
