// /resume-templates: templates and template styles (tabs), each a paged grid; choosing one creates a resume.
import { useState } from 'react';
import { Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TemplateGallery } from '@/components/template-gallery/template-gallery';
import type { TemplateItem, TemplateKind } from '@/lib/api/template-api';
import { useCreateResume } from '@/lib/hooks/use-create-resume';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import styles from './templates-page.module.css';

export function TemplatesPage() {
  const [params, setParams] = useSearchParams();
  const kind: TemplateKind = params.get('tab') === 'style' ? 'style' : 'template';
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const { create } = useCreateResume();
  const [busyId, setBusyId] = useState<string | null>(null);

  const choose = async (item: TemplateItem) => {
    if (busyId || !requireLogin()) return;
    setBusyId(item.id);
    const cid = await create(item.id);
    setBusyId(null);
    if (cid) void navigate(`/edit/${cid}`);
  };

  const gallery = (k: TemplateKind) => (
    <TemplateGallery kind={k} onChoose={(item) => void choose(item)} busyId={busyId} actionLabel="使用此模板" />
  );

  return (
    <div>
      <div className={styles.head}>
        <h1 className={styles.title}>简历模板</h1>
        <p className={styles.subtitle}>挑选一个喜欢的模板，立即开始编辑；随时可以在编辑器里更换。</p>
      </div>
      <Tabs
        activeKey={kind}
        onChange={(key) => setParams(key === 'style' ? { tab: 'style' } : {}, { replace: true })}
        items={[
          { key: 'template', label: '模板', children: gallery('template') },
          { key: 'style', label: '样式', children: gallery('style') },
        ]}
      />
    </div>
  );
}
