// /my-resumes: the user's resumes; ?empty is the "nothing to download" state (SPEC 2, 8) leading to creation.
// 导入简历 (components/import-door) hands a PDF, Word or JSON file to /import's review; 复制 duplicates a resume
// (lib/resume-io); 生成英文版 makes a Chinese resume's English version, linked to it by a 中 / EN switch (issue 42).
// 删除 keeps the resume's content in this browser for 30 days first; 最近删除 lists and restores them (issue 36).
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { App, Button, Empty, Result, Skeleton } from 'antd';
import { DeleteOutlined, PlusOutlined, RobotOutlined } from '@ant-design/icons';
import type { User } from '@cv/contract';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toApiError } from '@/lib/api/base-query';
import { useGetUserQuery } from '@/lib/api/user-api';
import { reportFailure } from '@/lib/api/outcomes';
import { ImportDoor } from '@/components/import-door';
import { fetchResume } from '@/lib/resume-io/resume-io';
import { useDownloadResume } from '@/lib/hooks/use-download-resume';
import { loginRequested, selectHasToken } from '@/lib/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { creationsLeft, downloadsLeft } from '@/lib/quota';
import { formatQuota } from '@/utils/format';
import { useDeleteResumeMutation } from '@/lib/api/resume-api';
import { unlinkResume } from '@/lib/english-copy/resume-pairs';
import { useEnglishCopy } from '@/lib/hooks/use-english-copy';
import { useResumeListInfiniteQuery, type ResumeListItem } from '../api/my-resumes-api';
import { putInTrash, removeFromTrash } from '../lib/resume-trash';
import { ResumeCard } from './resume-card';
import { useResumePairs } from './use-resume-pairs';
import styles from './my-resumes-page.module.css';

/**
 * The ways to a new resume, in the header and in the empty state: AI, a template, or 导入简历 (a PDF, Word or JSON
 * file, reviewed on /import before anything is saved); the header's door also takes a file dropped on the page.
 */
function CreateActions({ pageDrop = false }: { pageDrop?: boolean }) {
  const navigate = useNavigate();
  return (
    <div className={styles.createActions}>
      <Button type="primary" icon={<RobotOutlined aria-hidden />} onClick={() => void navigate('/ai')}>
        AI生成简历
      </Button>
      <Button icon={<PlusOutlined aria-hidden />} onClick={() => void navigate('/resume-templates')}>
        选模板新建
      </Button>
      <ImportDoor pageDrop={pageDrop} />
    </div>
  );
}

/** Loaded on first use: the list page carries none of it. */
const TrashDrawer = lazy(() => import('./trash-drawer'));
const CopyForJobDialog = lazy(() => import('@/components/copy-for-job-dialog'));

/** 最近删除: in its place from the first render (disabled until the user is known), so the list never shifts down. */
function TrashButton({ user }: { user: User | undefined }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        icon={<DeleteOutlined aria-hidden />}
        disabled={!user}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        最近删除
      </Button>
      {asked && user && (
        <Suspense fallback={null}>
          <TrashDrawer open={open} user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function ResumeList({ showEmptyNotice, user }: { showEmptyNotice: boolean; user: User | undefined }) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const list = useResumeListInfiniteQuery();
  const [deleteResume] = useDeleteResumeMutation();
  const { download, downloadingCid } = useDownloadResume();
  const dispatch = useAppDispatch();
  const [copyingCid, setCopyingCid] = useState<string | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);
  // The cards are drawn in a transition (React renders it in slices and can pause it), not in the store update that
  // brought the list: on a slow phone that one update was a long task blocking the page (Lighthouse TBT, issue 37).
  const data = useDeferredValue(list.data);
  const resumes = data?.pages.flat() ?? [];
  // Links to resumes not listed are forgotten only from a list just fetched in full (not a cached one shown meanwhile).
  const settled = data === list.data && !list.isFetching && !list.hasNextPage && !list.isError;
  const pairs = useResumePairs(user?.id, resumes, settled);
  const english = useEnglishCopy();

  const copy = (cid: string) => {
    setCopyingCid(cid);
    setCopyOpen(true);
  };

  const confirmDelete = (resume: ResumeListItem) => {
    modal.confirm({
      title: '删除简历',
      content: `确定删除「${resume.title}」吗？删除后 30 天内可在「最近删除」中恢复（保存在这个浏览器里）。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        // Its content goes to this browser's trash first: a resume that could not be read is not deleted.
        const content = user ? await dispatch(fetchResume(resume.cid)) : null;
        if (!user || !content) return;
        try {
          await putInTrash({
            user: user.id,
            cid: resume.cid,
            title: resume.title,
            deletedAt: Date.now(),
            resume: content,
          });
        } catch {
          void message.error('无法在本浏览器保存删除前的内容（浏览器存储不可用），没有删除');
          return;
        }
        const result = await deleteResume({ cid: resume.cid });
        if (result.error) {
          await removeFromTrash(user.id, resume.cid);
          dispatch(reportFailure('cvDelete', result.error));
        } else {
          // Its 中 / EN link goes with it (the other resume's switch disappears).
          await unlinkResume(user.id, resume.cid).catch(() => undefined);
          void message.success('已删除，30 天内可在「最近删除」中恢复');
        }
      },
    });
  };

  if (list.isLoading || (list.data && !data)) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.isError && resumes.length === 0) {
    return (
      <Result
        status="error"
        title="简历列表加载失败"
        subTitle={toApiError(list.error).msg}
        extra={<Button onClick={() => void list.refetch()}>重试</Button>}
      />
    );
  }
  const grid = resumes.length > 0 && (
    <>
      {copyingCid && (
        <Suspense fallback={null}>
          <CopyForJobDialog cid={copyingCid} open={copyOpen} onClose={() => setCopyOpen(false)} />
        </Suspense>
      )}
      <ul className={styles.grid} aria-label="简历列表">
        {resumes.map((resume, index) => (
          <ResumeCard
            key={resume.cid}
            resume={resume}
            eager={index < 4}
            priority={index === 0}
            downloading={downloadingCid === resume.cid}
            onOpen={(cid) => void navigate(`/edit/${cid}`)}
            onDownload={(cid) => void download(cid)}
            onCopy={copy}
            pair={pairs.get(resume.cid)}
            onEnglish={english.ready ? (r) => english.start(r.cid, r.title) : undefined}
            makingEnglish={english.making === resume.cid}
            onDelete={confirmDelete}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            加载更多
          </Button>
        </div>
      )}
    </>
  );
  if (!showEmptyNotice && resumes.length > 0) return grid;
  return (
    <>
      <Empty
        className={styles.empty}
        description={
          showEmptyNotice ? '暂无可下载的简历：简历内容为空，先创建或完善一份吧' : '还没有简历，马上创建一份吧'
        }
      >
        <CreateActions />
      </Empty>
      {grid && <h2 className={styles.sectionTitle}>已有简历</h2>}
      {grid}
    </>
  );
}

export function MyResumesPage() {
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector(selectHasToken);
  const [params] = useSearchParams();
  const user = useGetUserQuery(undefined, { skip: !hasToken });

  if (!hasToken) {
    return (
      <Result
        status="info"
        title="登录后查看我的简历"
        extra={
          <Button type="primary" onClick={() => dispatch(loginRequested({ returnTo: null }))}>
            扫码登录
          </Button>
        }
      />
    );
  }
  return (
    <div>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>我的简历</h1>
          {user.data ? (
            <p className={styles.quota} data-testid="quota">
              剩余可创建 {formatQuota(creationsLeft(user.data))} 份 · 可下载 {formatQuota(downloadsLeft(user.data))} 次
            </p>
          ) : (
            // The line's place is kept while the user loads: the list below does not move when it arrives.
            <p className={styles.quota} aria-hidden>
              {'\u00a0'}
            </p>
          )}
        </div>
        <div className={styles.headActions}>
          <CreateActions pageDrop />
          <TrashButton user={user.data} />
        </div>
      </div>
      <ResumeList showEmptyNotice={params.has('empty')} user={user.data} />
    </div>
  );
}
