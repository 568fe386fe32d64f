// 历史版本 (issue 36): the resume's snapshots kept in this browser, newest first, with time and cause; each shows what
// differs from the resume now, field by field, and can be restored (a snapshot of the resume now is taken first,
// and the restore is one 撤销 step). The user can name the resume now (命名版本, e.g. 投递字节跳动).
import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Empty, Grid, Input, Space, Tag } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import dayjs from '@/lib/dayjs';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/store-hooks';
import { diffResume } from '../lib/resume-diff';
import {
  CAUSE_LABELS,
  listSnapshots,
  MAX_BYTES,
  MAX_SNAPSHOTS,
  type ResumeContent,
  type VersionSnapshot,
} from '../lib/version-history';
import { restoreVersion } from '../store/editor-actions';
import { selectEditor } from '../store/editor-slice';
import { contentOf, snapshotNow } from '../store/history-actions';
import { selectSaveQueue } from '../store/save-queue-slice';
import styles from './history-drawer.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

function Changes({ then, now }: { then: ResumeContent; now: ResumeContent | null }) {
  const lines = now ? diffResume(then, now) : [];
  if (lines.length === 0) return <p className={styles.muted}>与当前简历相同</p>;
  return (
    <table className={styles.diff}>
      <caption className={styles.muted}>与当前简历相比（{lines.length} 处不同）</caption>
      <thead>
        <tr>
          <th scope="col">位置</th>
          <th scope="col">该版本</th>
          <th scope="col">当前</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <th scope="row">{line.where}</th>
            <td>{line.then ? <del>{line.then}</del> : <span className={styles.muted}>（无）</span>}</td>
            <td>{line.now ? <ins>{line.now}</ins> : <span className={styles.muted}>（无）</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function HistoryDrawer({ open, onClose }: Props) {
  const wide = Grid.useBreakpoint().md;
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { message } = App.useApp();
  const cid = useAppSelector((s) => selectEditor(s).cid);
  const owner = useAppSelector((s) => selectSaveQueue(s).owner);
  const reader = useAppSelector((s) => selectSaveQueue(s).access === 'reader');
  const [snapshots, setSnapshots] = useState<VersionSnapshot[] | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const reload = async () => {
    if (owner === null || !cid) return setSnapshots([]);
    setSnapshots((await listSnapshots(owner, cid)).slice().reverse());
  };
  useEffect(() => {
    if (open) void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again each time the panel opens
  }, [open, owner, cid]);

  const now = open ? contentOf(store.getState()) : null;
  const bytes = snapshots?.reduce((n, s) => n + s.bytes, 0) ?? 0;

  const onName = async () => {
    const kept = await dispatch(snapshotNow('named', name.trim() || undefined));
    if (kept) {
      setName('');
      void message.success(`已保存版本“${kept.name ?? CAUSE_LABELS[kept.cause]}”`);
    }
    await reload();
  };

  const onRestore = async (snapshot: VersionSnapshot) => {
    setBusy(true);
    try {
      if (await dispatch(restoreVersion(snapshot))) {
        void message.success(`已恢复到 ${dayjs(snapshot.at).format('M月D日 HH:mm')} 的版本（可撤销）`);
      }
      await reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer title="历史版本" open={open} onClose={onClose} size={wide ? 640 : '100%'} destroyOnHidden>
      <Alert
        type="info"
        showIcon
        title="历史版本只保存在这个浏览器里"
        description={`换一台设备、换浏览器或清除浏览器数据后就看不到了；不需要联网。每份简历最多保留 ${MAX_SNAPSHOTS} 个版本、${Math.round(MAX_BYTES / 1000)} KB，超出时先删除最早的自动版本。`}
      />
      <form
        className={styles.name}
        onSubmit={(e) => {
          e.preventDefault();
          void onName();
        }}
      >
        <label htmlFor="version-name">把当前简历保存为命名版本</label>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="version-name"
            maxLength={40}
            placeholder="如：投递字节跳动"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button htmlType="submit" disabled={!name.trim() || reader}>
            保存版本
          </Button>
        </Space.Compact>
      </form>
      {snapshots === null ? null : snapshots.length === 0 ? (
        <Empty description="还没有历史版本：AI 生成、更换模板、删除模块、恢复版本之前和编辑时会自动保存" />
      ) : (
        <>
          <p className={styles.muted} data-testid="history-usage">
            共 {snapshots.length} 个版本，占用 {(bytes / 1000).toFixed(1)} KB
          </p>
          <ol className={styles.list} aria-label="历史版本">
            {snapshots.map((s) => {
              const when = dayjs(s.at).format('YYYY-MM-DD HH:mm:ss');
              const title = s.name ?? CAUSE_LABELS[s.cause];
              return (
                <li key={s.id} className={styles.item} aria-label={`${title}，${when}`} data-testid="history-item">
                  <div className={styles.head}>
                    <HistoryOutlined aria-hidden />
                    <strong>{title}</strong>
                    {s.name && <Tag color="blue">命名版本</Tag>}
                    <time dateTime={new Date(s.at).toISOString()} className={styles.muted}>
                      {when}
                    </time>
                  </div>
                  <Space wrap>
                    <Button
                      size="small"
                      aria-expanded={shown === s.id}
                      aria-label={`对比：${title}，${when}`}
                      onClick={() => setShown(shown === s.id ? null : s.id)}
                    >
                      {shown === s.id ? '收起对比' : '与当前对比'}
                    </Button>
                    <Button
                      size="small"
                      type="primary"
                      disabled={busy || reader}
                      aria-label={`恢复：${title}，${when}`}
                      onClick={() => void onRestore(s)}
                    >
                      恢复此版本
                    </Button>
                  </Space>
                  {shown === s.id && <Changes then={s} now={now} />}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Drawer>
  );
}
