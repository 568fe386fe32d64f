// 最近删除 (issue 36): resumes deleted in this browser in the last 30 days, each restorable as a new resume (cv/new and
// the save routes: it costs a creation; a user without one is told so and offered the payment page). The list is
// read from this browser and shows offline; restoring needs the network, which the panel says.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Empty, Grid, Popconfirm, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { User } from '@cv/contract';
import dayjs from '@/lib/dayjs';
import { paymentReturnQuery } from '@/lib/payment-return';
import { creationsLeft } from '@/lib/quota';
import { createFromPlan, planOf } from '@/lib/resume-io/resume-io';
import { useAppDispatch } from '@/lib/store-hooks';
import { daysLeft, listTrash, removeFromTrash, type TrashItem } from '../lib/resume-trash';
import styles from './my-resumes-page.module.css';

interface Props {
  open: boolean;
  user: User;
  onClose: () => void;
}

export default function TrashDrawer({ open, user, onClose }: Props) {
  const wide = Grid.useBreakpoint().md;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [items, setItems] = useState<TrashItem[] | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);

  const reload = async () => setItems(await listTrash(user.id).catch(() => []));
  useEffect(() => {
    if (open) void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again each time the panel opens
  }, [open, user.id]);
  useEffect(() => {
    const on = () => setOnline(navigator.onLine);
    window.addEventListener('online', on);
    window.addEventListener('offline', on);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', on);
    };
  }, []);

  const restore = async (item: TrashItem) => {
    if (creationsLeft(user) === 0) {
      modal.confirm({
        title: '没有剩余的创建次数',
        content: '恢复会新建一份简历，需要 1 次创建次数。购买后可继续恢复，已删除的内容会一直保留到到期。',
        okText: '去购买',
        cancelText: '取消',
        onOk: () => void navigate(`/payment${paymentReturnQuery({ from: '/my-resumes' })}`),
      });
      return;
    }
    setRestoring(item.cid);
    try {
      const cid = await dispatch(createFromPlan(planOf(item.resume)));
      if (!cid) return;
      await removeFromTrash(user.id, item.cid);
      void message.success(`已恢复「${item.title}」`);
      await reload();
    } finally {
      setRestoring(null);
    }
  };

  const forget = async (item: TrashItem) => {
    await removeFromTrash(user.id, item.cid);
    await reload();
  };

  return (
    <Drawer title="最近删除" open={open} onClose={onClose} size={wide ? 520 : '100%'}>
      <Alert
        type="info"
        showIcon
        title="删除的简历在这个浏览器里保留 30 天"
        description="换浏览器或清除浏览器数据后就看不到了。恢复会新建一份简历（使用 1 次创建次数），需要联网。"
      />
      {!online && (
        <Alert className={styles.trashOffline} type="warning" showIcon title="当前离线：可以查看，恢复需要联网" />
      )}
      {items !== null && items.length === 0 && <Empty description="最近 30 天没有删除过简历" />}
      {items && items.length > 0 && (
        <ul className={styles.trashList} aria-label="最近删除的简历">
          {items.map((item) => (
            <li key={item.cid} className={styles.trashItem} data-testid="trash-item">
              <div>
                <strong>{item.title}</strong>
                <div className={styles.trashMeta}>
                  {dayjs(item.deletedAt).format('YYYY-MM-DD HH:mm')} 删除 · 还保留 {daysLeft(item)} 天 ·{' '}
                  {item.resume.modules.length} 个模块
                </div>
              </div>
              <Space wrap>
                <Button
                  type="primary"
                  size="small"
                  loading={restoring === item.cid}
                  disabled={!online || (restoring !== null && restoring !== item.cid)}
                  aria-label={`恢复：${item.title}`}
                  onClick={() => void restore(item)}
                >
                  恢复
                </Button>
                <Popconfirm
                  title="从本浏览器彻底删除？"
                  description="彻底删除后无法恢复"
                  okText="彻底删除"
                  cancelText="取消"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => forget(item)}
                >
                  <Button size="small" danger aria-label={`彻底删除：${item.title}`}>
                    彻底删除
                  </Button>
                </Popconfirm>
              </Space>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
