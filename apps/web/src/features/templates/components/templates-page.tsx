// /resume-templates: templates and template styles (tabs), each a paged grid; choosing one opens its preview, and only
// 使用此模板创建 there creates a resume (one of the free creations is spent on that click, never on the card's).
// The two tabs are a plain WAI-ARIA tablist rather than antd's Tabs: antd's measures every tab's size in a layout
// effect (a forced layout of the whole grid on the first render, ~100 ms on a slow phone) for an ink bar that CSS
// draws here. A visited tab's panel stays mounted (hidden), so its loaded pages are kept, as with antd's Tabs.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LAYOUTS, TEMPLATE_COLORS } from '@cv/contract/constants';
import { TemplatePreviewDialog } from './template-preview-dialog';
import { TemplateGallery } from '@/components/template-gallery/template-gallery';
import type { TemplateItem, TemplateKind } from '@/lib/api/template-api';
import { useCreateResume } from '@/lib/hooks/use-create-resume';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import styles from './templates-page.module.css';

const TABS: { key: TemplateKind; label: string }[] = [
  { key: 'template', label: '模板' },
  { key: 'style', label: '样式' },
];

export function TemplatesPage() {
  const [params, setParams] = useSearchParams();
  const kind: TemplateKind = params.get('tab') === 'style' ? 'style' : 'template';
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const { create, creating } = useCreateResume();
  const [previewed, setPreviewed] = useState<TemplateItem | null>(null);
  const [visited, setVisited] = useState<Set<TemplateKind>>(() => new Set([kind]));
  if (!visited.has(kind)) setVisited(new Set([...visited, kind]));
  const tabRefs = useRef<Partial<Record<TemplateKind, HTMLButtonElement | null>>>({});

  const createFrom = async (item: TemplateItem) => {
    if (creating || !requireLogin()) return;
    const cid = await create(item.id);
    setPreviewed(null);
    if (cid) void navigate(`/edit/${cid}`);
  };

  const select = (key: TemplateKind) => setParams(key === 'style' ? { tab: 'style' } : {}, { replace: true });
  // Arrow keys move between the tabs (and select them), Home and End go to the first and last.
  const onTabKey = (e: KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.key === kind);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i - 1 + TABS.length) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    select(next.key);
    tabRefs.current[next.key]?.focus();
  };

  const gallery = (k: TemplateKind) => <TemplateGallery kind={k} onChoose={setPreviewed} actionLabel="使用此模板" />;

  return (
    <div>
      <div className={styles.head}>
        <h1 className={styles.title}>简历模板</h1>
        <p className={styles.subtitle}>
          共 {LAYOUTS.length} 款设计，每款 {TEMPLATE_COLORS.length}{' '}
          种配色（在卡片上选）；「样式」是为不同求职者挑好颜色的搭配。
          挑一个喜欢的立即开始编辑，随时可以在编辑器里更换。
        </p>
      </div>
      <div role="tablist" aria-label="模板分类" className={styles.tabs} onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              tabRefs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`templates-tab-${t.key}`}
            aria-selected={kind === t.key}
            aria-controls={`templates-panel-${t.key}`}
            tabIndex={kind === t.key ? 0 : -1}
            className={kind === t.key ? `${styles.tab} ${styles.activeTab}` : styles.tab}
            onClick={() => select(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {TABS.filter((t) => visited.has(t.key)).map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`templates-panel-${t.key}`}
          aria-labelledby={`templates-tab-${t.key}`}
          hidden={kind !== t.key}
        >
          {gallery(t.key)}
        </div>
      ))}
      <TemplatePreviewDialog
        item={previewed}
        creating={creating}
        onCreate={(item) => void createFrom(item)}
        onClose={() => setPreviewed(null)}
      />
    </div>
  );
}
