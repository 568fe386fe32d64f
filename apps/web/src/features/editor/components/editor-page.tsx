// The resume editor at /edit/:cid: toolbar, personal info and modules on the left, tips and live preview on the right.
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Segmented } from 'antd';
import { Code } from '@cv/contract/codes';
import { MODULE_LIMIT } from '@cv/contract/constants';
import { FileSearchOutlined } from '@ant-design/icons';
import { useBlocker, useLocation, useNavigate, useParams } from 'react-router-dom';
import { StatusScreen } from '@/components/status-screen';
import { focusIsLost, focusWhenReady } from '@/lib/focus';
import { takeReviewedImport } from '@/lib/import-handoff';
import { currentPath, type OpenedWithSnapshot } from '@/lib/navigation';
import { noticeAdded } from '@/lib/notices-slice';
import { loginInPlaceSet } from '@/lib/session-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/store-hooks';
import { editorReset, selectEditor } from '../store/editor-slice';
import { loadResume, redo, undo } from '../store/editor-actions';
import { journalWritten } from '../lib/edit-journal';
import { openEditLock, type EditLock } from '../lib/edit-lock';
import { selectJournaling } from '../store/save-journal';
import { historyListeners, snapshotNow } from '../store/history-actions';
import { applyImport } from '../store/import-into';
import { flush, saveQueueListeners, selectHasUnsaved } from '../store/save-queue';
import { accessChanged, selectSaveQueue } from '../store/save-queue-slice';
import { EditorToolbar } from './editor-toolbar';
import { ModuleList } from './module-list';
import { PersonalForm, PersonalFormPlaceholder } from './personal-form';
import { UntranslatedNotice } from './untranslated';
import { PreviewPane } from './preview-pane';
import { TemplateDrawer } from './template-drawer';
import { TipsPanel } from './tips-panel';
import styles from './editor-page.module.css';

/** How long a tab handing the editing over to another waits for its saves (the journal keeps the rest). */
const HAND_OVER_FLUSH_MS = 3000;

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

  const access = useAppSelector((s) => selectSaveQueue(s).access);
  const otherUser = useAppSelector((s) => selectSaveQueue(s).pause === 'other-user');
  const lock = useRef<EditLock | null>(null);

  useEffect(() => {
    const unsubscribe = dispatch(saveQueueListeners());
    const unsubscribeHistory = dispatch(historyListeners());
    // A 401 here opens the login over the editor: the edits stay on screen and in the journal (issue 22).
    dispatch(loginInPlaceSet(true));
    // One tab edits a resume at a time (lib/edit-lock.ts): the writer loads with the journal's unsent edits, a
    // reader shows the resume as the server has it; a reader that takes over loads it afresh.
    lock.current = openEditLock(cid, {
      onAccess: (next) => {
        dispatch(accessChanged(next));
        if (next === 'writer' || selectEditor(store.getState()).status === 'idle') void dispatch(loadResume(cid));
      },
      beforeRelease: async () => {
        await Promise.race([dispatch(flush({ retry: true })), new Promise((r) => setTimeout(r, HAND_OVER_FLUSH_MS))]);
        await journalWritten();
      },
    });
    return () => {
      // Leaving: unsaved edits are sent now (the requests outlive the page, the journal keeps them), then the
      // state is emptied.
      void dispatch(flush({ retry: true }));
      lock.current?.close();
      lock.current = null;
      unsubscribe();
      unsubscribeHistory();
      dispatch(editorReset());
      dispatch(loginInPlaceSet(false));
    };
  }, [cid, dispatch, store]);

  // Leaving through the app: wait for the saves. What could not be sent stays in the journal (sent when the resume
  // is opened again); only without a journal does the user choose between staying and losing the edits.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && selectHasUnsaved(store.getState()),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dispatch(flush({ retry: true })).then((clean) => {
      if (clean) return blocker.proceed();
      if (selectJournaling(store.getState())) {
        dispatch(noticeAdded({ type: 'info', text: '未同步的修改已保存在本机，下次打开这份简历时自动同步' }));
        return blocker.proceed();
      }
      modal.confirm({
        title: '有修改没能保存',
        content: '离开后这些修改会丢失。要留下来重试吗？',
        okText: '留下',
        cancelText: '仍然离开',
        onOk: () => blocker.reset(),
        onCancel: () => blocker.proceed(),
      });
    });
  }, [blocker, dispatch, modal, store]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!selectHasUnsaved(store.getState())) return;
      void dispatch(flush({ retry: true }));
      // The journal keeps what is not sent yet: closing the tab loses nothing, so no question.
      if (selectJournaling(store.getState())) return;
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

  // Opened by 导入 JSON or 复制: the resume as made is its first version, taken once it is this resume that is loaded
  // (a copy opened from the editor arrives while the original is still on screen); then the location forgets it, so
  // a reload does not take it again. Not when the router has already moved on (the user left while this page was
  // still coming up): replacing "this" location would bring them back; the entry keeps its snapshot for a return.
  const location = useLocation();
  const opened = (location.state as Partial<OpenedWithSnapshot> | null)?.snapshot;
  useEffect(() => {
    const editor = selectEditor(store.getState());
    if (!opened || status !== 'ready' || access !== 'writer' || editor.cid !== cid || editor.status !== 'ready') return;
    if (currentPath() !== location.pathname + location.search) return;
    void dispatch(snapshotNow(opened.cause, opened.name));
    const { snapshot: _taken, ...rest } = location.state as OpenedWithSnapshot;
    void navigate(location.pathname + location.search, { replace: true, state: rest });
  }, [opened, status, access, cid, location, dispatch, navigate, store]);

  // Back from 导入简历's review (toolbar 导入简历): the reviewed plan replaces or joins this resume's content, one 撤销
  // step, with the content before it kept in 历史版本 (导入简历前).
  useEffect(() => {
    const editor = selectEditor(store.getState());
    if (status !== 'ready' || access !== 'writer' || editor.cid !== cid || editor.status !== 'ready') return;
    const reviewed = takeReviewedImport(cid);
    if (!reviewed) return;
    void dispatch(applyImport(reviewed.plan, reviewed.mode)).then((dropped) => {
      if (!dropped) return;
      const done = reviewed.mode === 'replace' ? '已用导入的内容替换，可撤销' : '已合并导入的内容，可撤销';
      const left = dropped.length > 0 ? `；一份简历最多 ${MODULE_LIMIT} 个模块，没有导入：${dropped.join('、')}` : '';
      dispatch(noticeAdded({ type: dropped.length > 0 ? 'warning' : 'success', text: done + left }));
    });
  }, [status, access, cid, dispatch, store]);

  // Arriving from 新建 / 使用此模板 / AI生成 the button that had focus is gone: continue at the editor's title.
  const focused = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || focused.current) return;
    focused.current = true;
    if (focusIsLost()) focusWhenReady(() => document.querySelector('main h1'), { onlyIfLost: true });
  }, [status]);

  if (otherUser) {
    return (
      <StatusScreen
        icon={<FileSearchOutlined aria-hidden />}
        title="当前登录的是另一个账号"
        subTitle="这份简历未同步的修改已保存在本机，属于之前的账号：它再次登录并打开这份简历时会自动同步。"
        actions={
          <Button type="primary" onClick={() => void navigate('/my-resumes')}>
            返回我的简历
          </Button>
        }
      />
    );
  }

  if (status === 'failed') {
    const missing = loadError?.code === Code.NOT_FOUND;
    return (
      <StatusScreen
        icon={<FileSearchOutlined aria-hidden />}
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
  const writable = access === 'writer';
  return (
    <div className={styles.page}>
      <EditorToolbar
        // A copy opened from here is another resume: its toolbar starts afresh (岗位匹配 with the copy's job).
        key={cid}
        onShowEditor={() => setPane('edit')}
        ready={ready && writable}
        onOpenTemplates={() => setTemplatesOpen(true)}
      />
      {access === 'reader' && (
        <Alert
          type="info"
          showIcon
          title="这份简历正在另一个标签页中编辑，这里只能查看"
          description="两个标签页同时修改会互相覆盖。要在这里继续编辑，点「在此编辑」：另一个标签页会先保存它的修改，再变为只读。"
          action={
            <Button type="primary" onClick={() => lock.current?.takeOver()}>
              在此编辑
            </Button>
          }
        />
      )}
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
            // A disabled fieldset makes every control inside read-only while another tab edits.
            <fieldset disabled={!writable} className={styles.fieldset}>
              <UntranslatedNotice />
              <PersonalForm />
              <ModuleList />
            </fieldset>
          ) : (
            <PersonalFormPlaceholder />
          )}
        </div>
        <aside className={styles.side} aria-label="提示与预览">
          <TipsPanel className={styles.tips} />
          <PreviewPane className={styles.preview} />
        </aside>
      </div>
      <TemplateDrawer open={templatesOpen} onClose={() => setTemplatesOpen(false)} />
    </div>
  );
}
