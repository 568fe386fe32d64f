// 岗位匹配: paste a job description (职位描述) and see 匹配度, the keywords the resume lacks (each with 加入技能,
// which adds it to the skill module and so saves it through module/save) and where each found keyword is.
import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Drawer, Input, Progress, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { matchJob } from '@/lib/writing-help/job-match/match';
import { useAppDispatch } from '@/lib/store-hooks';
import { insertSkill } from '../store/insert-tips';
import { useHelpDrawer, type HelpDrawerProps } from './use-help-drawer';
import styles from './writing-help.module.css';

export function JobMatchDrawer({ initialText = '', ...props }: HelpDrawerProps & { initialText?: string }) {
  const dispatch = useAppDispatch();
  const { doc, drawerProps, goTo } = useHelpDrawer(props, 520);
  const [text, setText] = useState(initialText);
  const posting = useDeferredValue(text);
  const result = useMemo(() => (posting.trim() ? matchJob(doc, posting) : null), [posting, doc]);

  return (
    <Drawer title="岗位匹配" {...drawerProps}>
      <label htmlFor="job-description" className={styles.label}>
        职位描述
      </label>
      <Input.TextArea
        id="job-description"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 5, maxRows: 12 }}
        maxLength={5000}
        placeholder="把招聘网站上的职位描述（岗位职责、任职要求）粘贴到这里"
      />
      {result && result.found.length + result.missing.length === 0 && (
        <p className={styles.muted} role="status">
          没有从职位描述中识别出技能或岗位关键词。
        </p>
      )}
      {result && result.found.length + result.missing.length > 0 && (
        <>
          <div className={styles.score} data-testid="match-score">
            <Progress type="circle" size={80} percent={result.percent} aria-hidden />
            <div className={styles.scoreText} role="status">
              匹配度 {result.percent}%
            </div>
          </div>
          {result.missing.length > 0 && (
            <section aria-labelledby="match-missing">
              <h3 id="match-missing" className={styles.sectionTitle}>
                简历缺少的关键词（{result.missing.length}）
              </h3>
              <ul className={styles.list}>
                {result.missing.map((k) => (
                  <li key={k.keyword} className={styles.keyword}>
                    <span>{k.keyword}</span>
                    {/* A word of an English posting is written into the resume's text, not added as a skill. */}
                    {k.kind !== 'word' && (
                      <Button
                        size="small"
                        icon={<PlusOutlined aria-hidden />}
                        aria-label={`加入技能：${k.keyword}`}
                        onClick={() => dispatch(insertSkill(k.keyword))}
                      >
                        加入技能
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {result.found.length > 0 && (
            <section aria-labelledby="match-found">
              <h3 id="match-found" className={styles.sectionTitle}>
                已有的关键词（{result.found.length}）
              </h3>
              <ul className={styles.list}>
                {result.found.map((k) => (
                  <li key={k.keyword} className={styles.keyword}>
                    <Tag color="green">{k.keyword}</Tag>
                    <span className={styles.places}>
                      见于
                      {k.places.map((p) => (
                        <Button
                          key={p.where}
                          type="link"
                          size="small"
                          aria-label={`定位：${k.keyword}，${p.where}`}
                          onClick={() => goTo(p.target)}
                        >
                          {p.where}
                        </Button>
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </Drawer>
  );
}
