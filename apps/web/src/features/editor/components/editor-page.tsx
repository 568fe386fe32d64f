// The resume editor at /edit/:cid: toolbar, personal info and modules on the left, tips and live preview on the right.
import { useEffect, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { StatusScreen } from '@/components/status-screen';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/store-hooks';
import { autosaveListener } from '../store/autosave';
import { editorReset, selectEditor } from '../store/editor-slice';
import { selectHasUnsaved } from '../store/editor-selectors';
import { flushEdits, loadResume } from '../store/editor-thunks';
import { EditorNotices } from './editor-notices';
import { EditorToolbar } from './editor-toolbar';
import { ModuleList } from './module-list';
import { PersonalForm } from './personal-form';
import { PreviewPane } from './preview-pane';
import { TemplateDrawer } from './template-drawer';
import { TipsPanel } from './tips-panel';
import styles from './editor-page.module.css';

export function EditorPage() {
  const { cid = '' } = useParams();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const status = useAppSelector((s) => selectEditor(s).status);
  const loadError = useAppSelector((s) => selectEditor(s).loadError);
  const [templatesOpen, setTemplatesOpen] = useState(false);

  useEffect(() => {
    const unsubscribe: unknown = dispatch(autosaveListener());
    void dispatch(loadResume(cid));
    return () => {
      // Leaving: unsaved edits are sent now (the requests outlive the page), then the state is emptied.
      void dispatch(flushEdits());
      if (typeof unsubscribe === 'function') unsubscribe();
      dispatch(editorReset());
    };
  }, [cid, dispatch]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!selectHasUnsaved(store.getState())) return;
      void dispatch(flushEdits());
      event.preventDefault();
      event.returnValue = '';
    };
    const save = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void dispatch(flushEdits());
      }
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('keydown', save);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('keydown', save);
    };
  }, [dispatch, store]);

  if (status === 'failed') {
    const missing = loadError?.code === 3;
    return (
      <StatusScreen
        icon={<FileSearchOutlined />}
        title={missing ? '简历不存在' : '简历加载失败'}
        subTitle={missing ? '这份简历不存在，或不属于当前账号。' : loadError?.msg}
        actions={
          <>
            <Button type="primary" onClick={() => void navigate('/my-resumes')}>
              返回我的简历
            </Button>
            {!missing && <Button onClick={() => void dispatch(loadResume(cid))}>重试</Button>}
          </>
        }
      />
    );
  }

  const ready = status === 'ready';
  return (
    <div className={styles.page}>
      <EditorNotices />
      <EditorToolbar ready={ready} onOpenTemplates={() => setTemplatesOpen(true)} />
      <div className={styles.columns}>
        <div className={styles.editor}>
          {ready ? (
            <>
              <PersonalForm />
              <ModuleList />
            </>
          ) : (
            <div className={styles.section} aria-busy="true" aria-label="简历加载中">
              <Skeleton active avatar paragraph={{ rows: 8 }} />
            </div>
          )}
        </div>
        <aside className={styles.side} aria-label="提示与预览">
          <TipsPanel />
          <PreviewPane />
        </aside>
      </div>
      <TemplateDrawer open={templatesOpen} onClose={() => setTemplatesOpen(false)} />
    </div>
  );
}
