// AI 建议: an AI generation on a resume with content is shown as proposals before anything is kept. Each new or
// rewritten module shows the current text (struck through) beside the proposal, with 采纳 / 放弃; 全部采纳 and
// 完成 apply the decisions as one edit: what is not accepted stays exactly as it was.
import { useState } from 'react';
import { Alert, Button, Drawer, Grid, Tag } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { moduleLines, type ReviewItem } from './ai-review';
import styles from './writing-help.module.css';

interface Props {
  items: readonly ReviewItem[] | null;
  /** Called once with the keys of the accepted proposals (the others are declined). */
  onDone: (accepted: ReadonlySet<string>) => void;
}

function Lines({ lines, as }: { lines: string[]; as: 'del' | 'ins' }) {
  const Tag_ = as;
  return (
    <div className={as === 'del' ? styles.current : styles.proposed}>
      {lines.map((line, i) => (
        <p key={i}>
          <Tag_>{line}</Tag_>
        </p>
      ))}
    </div>
  );
}

export function AiReviewDrawer({ items, onDone }: Props) {
  const wide = Grid.useBreakpoint().md;
  const [decisions, setDecisions] = useState<Record<string, boolean>>({});
  const open = items !== null;
  const accepted = () => new Set(Object.keys(decisions).filter((k) => decisions[k]));
  const finish = (keys: ReadonlySet<string>) => {
    setDecisions({});
    onDone(keys);
  };
  const decide = (key: string, accept: boolean) => setDecisions((d) => ({ ...d, [key]: accept }));

  return (
    <Drawer
      title="AI 建议"
      open={open}
      onClose={() => finish(accepted())}
      size={wide ? 640 : '100%'}
      footer={
        <div className={styles.actions}>
          <Button type="primary" onClick={() => finish(new Set(items?.map((i) => i.key)))}>
            全部采纳
          </Button>
          <Button onClick={() => finish(accepted())}>完成（未采纳的保持原样）</Button>
        </div>
      }
    >
      <p className={styles.muted}>AI 只提建议：逐条采纳或放弃，没有采纳的内容保持原样。</p>
      <ul className={styles.list} aria-label="AI 建议">
        {items?.map((item) => {
          const decision = decisions[item.key];
          return (
            <li key={item.key} className={styles.item} data-testid="ai-suggestion" aria-label={`建议：${item.title}`}>
              <div className={styles.itemHead}>
                <strong>{item.title}</strong>
                <Tag color={item.kind === 'new' ? 'green' : 'blue'}>{item.kind === 'new' ? '新增模块' : '改写'}</Tag>
                {decision !== undefined && (
                  <Tag color={decision ? 'success' : 'default'}>{decision ? '已采纳' : '已放弃'}</Tag>
                )}
              </div>
              {item.placeholders.length > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  className={styles.message}
                  title={`${item.placeholders.map((p) => `“${p}”`).join('、')}是占位名称，采纳后请换成真实名称`}
                />
              )}
              <div className={styles.compare}>
                {item.current && (
                  <div>
                    <div className={styles.where}>当前</div>
                    <Lines lines={moduleLines(item.current)} as="del" />
                  </div>
                )}
                <div>
                  <div className={styles.where}>{item.current ? 'AI 建议' : 'AI 建议新增'}</div>
                  <Lines lines={moduleLines(item.proposed)} as="ins" />
                </div>
              </div>
              <div className={styles.actions}>
                <Button
                  size="small"
                  type={decision === true ? 'primary' : 'default'}
                  icon={<CheckOutlined aria-hidden />}
                  aria-pressed={decision === true}
                  aria-label={`采纳：${item.title}`}
                  onClick={() => decide(item.key, true)}
                >
                  采纳
                </Button>
                <Button
                  size="small"
                  icon={<CloseOutlined aria-hidden />}
                  aria-pressed={decision === false}
                  aria-label={`放弃：${item.title}`}
                  onClick={() => decide(item.key, false)}
                >
                  放弃
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Drawer>
  );
}
