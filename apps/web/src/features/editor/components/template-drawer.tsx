// Template switching: the shared gallery of templates and styles in a drawer, plus the preview color.
// The resume's template changes only after cv/setTemplate succeeds.
import { useState } from 'react';
import { App, Button, ColorPicker, Drawer, Tabs } from 'antd';
import { TemplateGallery } from '@/components/template-gallery/template-gallery';
import type { TemplateItem, TemplateKind } from '@/lib/api/template-api';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { colorChanged, selectEditor } from '../store/editor-slice';
import { changeTemplate } from '../store/editor-thunks';
import styles from './editor-page.module.css';

const PRESET_COLORS = ['#2f5496', '#1f7a5c', '#8e2c48', '#c55a11', '#3b3b3b', '#5b4a9e', '#0e7490', '#b91c1c'];

export function TemplateDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const template = useAppSelector((s) => selectEditor(s).template);
  const color = useAppSelector((s) => selectEditor(s).color);
  const [kind, setKind] = useState<TemplateKind>('template');
  const [busyId, setBusyId] = useState<string | null>(null);

  const choose = async (item: TemplateItem) => {
    if (busyId) return;
    if (item.id === template) {
      onClose();
      return;
    }
    setBusyId(item.id);
    const ok = await dispatch(changeTemplate(item.id));
    setBusyId(null);
    if (ok) {
      void message.success(`已切换到“${item.name}”`);
      onClose();
    }
  };

  const gallery = (k: TemplateKind) => (
    <TemplateGallery
      kind={k}
      compact
      actionLabel="切换到此模板"
      busyId={busyId}
      selectedId={template}
      onChoose={(item) => void choose(item)}
    />
  );

  return (
    <Drawer title="更换模板" open={open} onClose={onClose} size={760} destroyOnHidden={false}>
      <div className={styles.colorRow}>
        <span>预览配色</span>
        <ColorPicker
          value={color || undefined}
          presets={[{ label: '推荐配色', colors: PRESET_COLORS }]}
          disabledAlpha
          showText={(c) => (color ? c.toHexString() : '模板默认')}
          onChangeComplete={(c) => dispatch(colorChanged(c.toHexString()))}
        />
        {color && (
          <Button size="small" onClick={() => dispatch(colorChanged(''))}>
            恢复模板配色
          </Button>
        )}
        <span style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>配色只影响右侧预览；下载使用模板自带配色</span>
      </div>
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
