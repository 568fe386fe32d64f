// AI 建议: an AI generation on a resume with content is shown as proposals; nothing of them is in the resume until
// accepted (issue 36). Each new or rewritten module shows the current text (struck through) beside the proposal,
// with 采纳 / 放弃 taking effect at once; 全部采纳 accepts the rest, 完成 declines the rest. The proposals are
// journaled in this browser: a reload or another tab brings the undecided ones back.
import { Alert, Button, Drawer, Grid, Tag } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { selectEditor } from '../store/editor-slice';
import { moduleLines } from './ai-review';
import { decideSuggestion, finishAiReview } from './ai-review-actions';
import styles from './writing-help.module.css';

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

export function AiReviewDrawer() {
  const wide = Grid.useBreakpoint().md;
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => selectEditor(s).aiReview);
  const open = items !== null;
  const finish = (acceptRest: boolean) => void dispatch(finishAiReview(acceptRest));
  const decide = (key: string, accept: boolean) => void dispatch(decideSuggestion(key, accept));

  return (
    <Drawer
      title="AI 建议"
      open={open}
      onClose={() => finish(false)}
      size={wide ? 640 : '100%'}
      footer={
        <div className={styles.actions}>
          <Button type="primary" onClick={() => finish(true)}>
            全部采纳
          </Button>
          <Button onClick={() => finish(false)}>完成（未采纳的保持原样）</Button>
        </div>
      }
    >
      <p className={styles.muted}>
        AI 只提建议：逐条采纳或放弃，立即生效；没有采纳的内容不会进入简历。关闭页面后再打开，未决定的建议仍在这里。
      </p>
      <ul className={styles.list} aria-label="AI 建议">
        {items?.map((item) => {
          return (
            <li key={item.key} className={styles.item} data-testid="ai-suggestion" aria-label={`建议：${item.title}`}>
              <div className={styles.itemHead}>
                <strong>{item.title}</strong>
                <Tag color={item.kind === 'new' ? 'green' : 'blue'}>{item.kind === 'new' ? '新增模块' : '改写'}</Tag>
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
                  type="primary"
                  icon={<CheckOutlined aria-hidden />}
                  aria-label={`采纳：${item.title}`}
                  onClick={() => decide(item.key, true)}
                >
                  采纳
                </Button>
                <Button
                  size="small"
                  icon={<CloseOutlined aria-hidden />}
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
