// The resume editor at /edit/:cid: toolbar, personal info and modules on the left, tips and live preview on the right.
import { useEffect, useRef, useState } from 'react';
import { App, Button, Segmented, Skeleton } from 'antd';
import { Code } from '@cv/contract/codes';
import { FileSearchOutlined } from '@ant-design/icons';
import { useBlocker, useNavigate, useParams } from 'react-router-dom';
import { StatusScreen } from '@/components/status-screen';
import { focusIsLost, focusWhenReady } from '@/lib/focus';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/store-hooks';
import { editorReset, selectEditor } from '../store/editor-slice';
import { loadResume, redo, undo } from '../store/editor-actions';
import { flush, saveQueueListeners, selectHasUnsaved } from '../store/save-queue';
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
  const { modal } = App.useApp();
  const [templatesOpen, setTemplatesOpen] = useState(false);
  // Narrow screens (phones) show the editor or the preview, switched by 编辑 / 预览, instead of stacking them.
  const [pane, setPane] = useState<'edit' | 'preview'>('edit');

  useEffect(() => {
    const unsubscribe = dispatch(saveQueueListeners());
    void dispatch(loadResume(cid));
    return () => {
      // Leaving: unsaved edits are sent now (the requests outlive the page), then the state is emptied.
      void dispatch(flush({ retry: true }));
      unsubscribe();
      dispatch(editorReset());
    };
  }, [cid, dispatch]);

  // Leaving through the app: wait for the saves; if some failed, ask before dropping them.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && selectHasUnsaved(store.getState()),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dispatch(flush({ retry: true })).then((clean) => {
      if (clean) return blocker.proceed();
      modal.confirm({
        title: '有修改没能保存',
        content: '离开后这些修改会丢失。要留下来重试吗？',
        okText: '留下',
        cancelText: '仍然离开',
        onOk: () => blocker.reset(),
        onCancel: () => blocker.proceed(),
      });
    });
  }, [blocker, dispatch, modal]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!selectHasUnsaved(store.getState())) return;
      void dispatch(flush({ retry: true }));
      event.preventDefault();
      event.returnValue = '';
    };
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void dispatch(flush({ retry: true }));
      } else if (key === 'z' || key === 'y') {
        // The resume's own history (the inputs are controlled: the browser's undo would fight it).
        event.preventDefault();
        dispatch(key === 'y' || event.shiftKey ? redo() : undo());
      }
    };
    // Phones rarely fire beforeunload: a page going to the background sends its edits too.
    const hidden = () => {
      if (document.visibilityState === 'hidden' && selectHasUnsaved(store.getState())) {
        void dispatch(flush({ retry: true }));
      }
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('beforeunload', warn);
    window.addEventListener('keydown', keys);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('keydown', keys);
    };
  }, [dispatch, store]);

  // Arriving from 新建 / 使用此模板 / AI生成 the button that had focus is gone: continue at the editor's title.
  const focused = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || focused.current) return;
    focused.current = true;
    if (focusIsLost()) focusWhenReady(() => document.querySelector('main h1'), { onlyIfLost: true });
  }, [status]);

  if (status === 'failed') {
    const missing = loadError?.code === Code.NOT_FOUND;
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
      <EditorToolbar ready={ready} onOpenTemplates={() => setTemplatesOpen(true)} />
      <div className={styles.paneSwitch}>
        <Segmented<'edit' | 'preview'>
          block
          value={pane}
          onChange={(value) => setPane(value)}
          options={[
            { value: 'edit', label: '编辑' },
            { value: 'preview', label: '预览' },
          ]}
          aria-label="编辑或预览"
        />
      </div>
      <div className={`${styles.columns} ${pane === 'preview' ? styles.showPreview : styles.showEdit}`}>
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
