// Template switching: the colors of the resume's layout (each is a template or style id, chosen through
// cv/setTemplate, so the preview and the download show the same thing), and the shared gallery in a drawer.
// The resume's template changes only after cv/setTemplate succeeds.
import { useState } from 'react';
import { App, Drawer, Tabs, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { TemplateGallery } from '@/components/template-gallery/template-gallery';
import type { TemplateItem, TemplateKind } from '@/lib/api/template-api';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useEditorTemplateCatalogQuery } from '../api/editor-api';
import { selectEditor } from '../store/editor-slice';
import { changeTemplate } from '../store/editor-actions';
import styles from './editor-page.module.css';

/** Same layout, one choice per color (the resume's own first). */
function colorChoices(catalog: TemplateItem[], template: string): TemplateItem[] {
  const current = catalog.find((t) => t.id === template);
  if (!current) return [];
  const byColor = new Map<string, TemplateItem>([[current.color.toLowerCase(), current]]);
  for (const t of catalog) {
    if (t.layout === current.layout && !byColor.has(t.color.toLowerCase())) byColor.set(t.color.toLowerCase(), t);
  }
  return [...byColor.values()];
}

export function TemplateDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const template = useAppSelector((s) => selectEditor(s).template);
  const { data: catalog = [] } = useEditorTemplateCatalogQuery(undefined, { skip: !open });
  const [kind, setKind] = useState<TemplateKind>('template');
  const [busyId, setBusyId] = useState<string | null>(null);

  const choose = async (item: TemplateItem, close: boolean) => {
    if (busyId) return;
    if (item.id === template) {
      if (close) onClose();
      return;
    }
    setBusyId(item.id);
    const ok = await dispatch(changeTemplate(item.id));
    setBusyId(null);
    if (ok) {
      void message.success(`已切换到“${item.name}”`);
      if (close) onClose();
    }
  };

  const gallery = (k: TemplateKind) => (
    <TemplateGallery
      kind={k}
      compact
      actionLabel="切换到此模板"
      busyId={busyId}
      selectedId={template}
      onChoose={(item) => void choose(item, true)}
    />
  );

  const colors = colorChoices(catalog, template);
  return (
    <Drawer title="更换模板" open={open} onClose={onClose} size={760} destroyOnHidden={false}>
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
                aria-pressed={item.id === template}
                disabled={busyId !== null}
                onClick={() => void choose(item, false)}
              >
                {item.id === template && <CheckOutlined aria-hidden />}
              </button>
            </Tooltip>
          ))}
          <span className={styles.colorHint}>配色随模板保存：预览和下载的 PDF 完全一致</span>
        </div>
      )}
      <Tabs
        activeKey={kind}
        onChange={(k) => setKind(k as TemplateKind)}
        items={[
          { key: 'template', label: '模板', children: gallery('template') },
          { key: 'style', label: '样式', children: gallery('style') },
        ]}
      />
    </Drawer>
  );
}
