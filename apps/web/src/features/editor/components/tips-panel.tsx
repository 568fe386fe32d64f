// Tips for the wished position (tip/position) or an education major (tip/major); each keyword, skill, course,
// career or example goes into the resume with one click. The panel can be cleared.
import { useState } from 'react';
import { Button, Empty, Select, Tag, Tooltip } from 'antd';
import { BulbOutlined, CheckOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { MajorTip, PositionTip } from '@cv/contract';
import { Spinner } from '@/components/spinner';
import { tipLang, usePositionTipsQuery } from '@/lib/api/resume-api';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useDebouncedValue } from '@/utils/use-debounced-value';
import { useEditorMajorTipsQuery } from '../api/editor-api';
import { selectLang } from '../store/editor-selectors';
import { selectEditor, tipsCleared } from '../store/editor-slice';
import type { TipsRequest } from '../store/editor-state';
import { exampleTargets, insertCourse, insertExample, insertSkill, setCareerAsWish } from '../store/insert-tips';
import { IconAction } from './icon-action';
import { useFocusedEntry } from './use-focused-entry';
import styles from './tips-panel.module.css';

const MAX_TIPS = 2;

/** The skills already in the resume's skill module. */
function useSkillNames(): Set<string> {
  const modules = useAppSelector((s) => selectEditor(s).modules);
  const skill = modules.find((m) => m.style === 'skill');
  return new Set(skill?.entries.map((e) => e.name?.trim() ?? '').filter(Boolean));
}

/** One chip per item, checked (aria-checked) once that item is in the resume. */
function Chips({
  items,
  label,
  onPick,
  added,
}: {
  items: string[];
  label: string;
  onPick: (item: string) => void;
  added: (item: string) => boolean;
}) {
  if (items.length === 0) return null;
  return (
    <>
      <div className={styles.tipLabel}>{label}</div>
      <div className={styles.chips}>
        {items.map((item) => {
          const isIn = added(item);
          return (
            <Tag.CheckableTag
              key={item}
              checked={isIn}
              onChange={() => onPick(item)}
              aria-label={isIn ? `已加入：${item}` : `插入：${item}`}
            >
              {isIn ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />} {item}
            </Tag.CheckableTag>
          );
        })}
      </div>
    </>
  );
}

const targetId = (t: { key: string; index: number }) => `${t.key}:${t.index}`;

/**
 * Where a position example goes: the entry the user picked in 示例写入到 (until they move to another entry), else the
 * work or project entry they are editing, else the first one; with none, a new work entry is made for it.
 */
function useExampleTarget() {
  const modules = useAppSelector((s) => selectEditor(s).modules);
  const targets = exampleTargets(modules);
  const focused = useFocusedEntry();
  const focusedId = focused ? targetId(focused) : null;
  const [picked, setPicked] = useState<{ id: string; whileFocused: string | null } | null>(null);
  const wanted = picked?.whileFocused === focusedId ? picked.id : focusedId;
  const target = targets.find((t) => targetId(t) === wanted) ?? targets[0] ?? null;
  const pick = (id: string) => setPicked({ id, whileFocused: focusedId });
  return { targets, target, pick };
}

function PositionTips({ tips }: { tips: PositionTip[] }) {
  const dispatch = useAppDispatch();
  const skills = useSkillNames();
  const { targets, target, pick } = useExampleTarget();
  const hasExamples = tips.slice(0, MAX_TIPS).some((tip) => tip.examples.length > 0);
  return (
    <>
      {hasExamples && targets.length > 1 && target && (
        <label className={styles.tipLabel}>
          示例写入到{' '}
          <Select
            size="small"
            aria-label="示例写入到"
            value={targetId(target)}
            onChange={pick}
            options={targets.map((t) => ({ value: targetId(t), label: t.label }))}
            style={{ minWidth: 180 }}
          />
        </label>
      )}
      {tips.slice(0, MAX_TIPS).map((tip) => (
        <div key={tip.title} className={styles.tipBlock}>
          <strong>{tip.title}</strong>
          {tip.description && <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>{tip.description}</div>}
          <Chips
            items={tip.keywords}
            label="关键词 · 点击加入专业技能"
            onPick={(k) => void dispatch(insertSkill(k))}
            added={(k) => skills.has(k)}
          />
          {tip.examples.length > 0 && (
            <div className={styles.tipLabel}>
              {target ? `示例 · 点击写入${target.label}` : '示例 · 点击新建一条工作经历并写入'}
            </div>
          )}
          {tip.examples.map((example) => (
            <div key={example} className={styles.example}>
              <p>{example}</p>
              <Tooltip title={target ? `写入${target.label}` : '新建工作经历并写入'}>
                <Button
                  size="small"
                  icon={<PlusOutlined aria-hidden />}
                  aria-label={`插入示例：${example.slice(0, 12)}`}
                  onClick={() => void dispatch(insertExample(example, target))}
                />
              </Tooltip>
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

function MajorTips({ tips, target }: { tips: MajorTip[]; target: TipsRequest['target'] }) {
  const dispatch = useAppDispatch();
  const skills = useSkillNames();
  const wish = useAppSelector((s) => selectEditor(s).personal?.wish ?? '');
  const targetDesc = useAppSelector((s) =>
    target ? (selectEditor(s).modules.find((m) => m.key === target.key)?.entries[target.index]?.desc ?? '') : '',
  );
  return tips.slice(0, MAX_TIPS).map((tip) => (
    <div key={tip.major} className={styles.tipBlock}>
      <strong>{tip.major}</strong>
      {target && (
        <Chips
          items={tip.courses}
          label="主修课程 · 点击写入在校经历"
          onPick={(c) => dispatch(insertCourse(c, target))}
          added={(c) => targetDesc.includes(c)}
        />
      )}
      <Chips
        items={tip.skills}
        label="专业技能 · 点击加入专业技能"
        onPick={(k) => void dispatch(insertSkill(k))}
        added={(k) => skills.has(k)}
      />
      <Chips
        items={tip.careers}
        label="就业方向 · 点击设为求职意向"
        onPick={(c) => dispatch(setCareerAsWish(c))}
        added={(c) => wish === c}
      />
    </div>
  ));
}

/** className: the page's own (it hides the panel on the phone's 预览 pane). */
export function TipsPanel({ className }: { className?: string }) {
  const request = useAppSelector((s) => selectEditor(s).tips);
  const dispatch = useAppDispatch();
  const query = useDebouncedValue(request?.query.trim() ?? '', 300);
  const kind = request?.kind;
  // An English resume's tips answer in English (the mock's English tips).
  const lang = tipLang(useAppSelector(selectLang));
  const position = usePositionTipsQuery({ title: query, ...lang }, { skip: kind !== 'position' || query === '' });
  const major = useEditorMajorTipsQuery({ major: query, ...lang }, { skip: kind !== 'major' || query === '' });
  // Collapsed, the panel is its title row: the preview below gets the height (at 800 px it had about 330 px).
  const [collapsed, setCollapsed] = useState(false);
  if (!request) return null;

  const active = kind === 'position' ? position : major;
  const count = active.data?.length ?? 0;
  return (
    <section
      className={className ? `${styles.tips} ${className}` : styles.tips}
      aria-labelledby="tips-title"
      data-testid="tips-panel"
    >
      <div className={styles.tipsHead}>
        <BulbOutlined style={{ color: '#faad14' }} aria-hidden />
        <h2 id="tips-title">{kind === 'position' ? `职位提示：${request.query}` : `专业提示：${request.query}`}</h2>
        {active.isFetching && <Spinner size="small" />}
        <Button
          size="small"
          type="text"
          aria-expanded={!collapsed}
          aria-controls="tips-body"
          onClick={() => setCollapsed((c) => !c)}
        >
          {collapsed ? '展开' : '收起'}
        </Button>
        <IconAction
          tip="清除提示"
          icon={<CloseOutlined aria-hidden />}
          aria-label="清除提示"
          onClick={() => dispatch(tipsCleared())}
        />
      </div>
      <div id="tips-body" hidden={collapsed}>
        {count === 0 && !active.isFetching && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无相关提示，换个说法试试" />
        )}
        {kind === 'position' && position.data && <PositionTips tips={position.data} />}
        {kind === 'major' && major.data && <MajorTips tips={major.data} target={request.target} />}
      </div>
    </section>
  );
}
