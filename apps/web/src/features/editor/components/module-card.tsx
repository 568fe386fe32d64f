// A module as a card: drag handle, collapse, alias (rename in place), move, delete with confirmation, and its entries.
// Keyboard (issue 27): the delete confirmation is a dialog that takes focus (取消 first: deleting is the destructive
// choice) and gives it back to the delete button when cancelled, or to the module that took the deleted one's place.
// 折叠 / 展开 is a disclosure button (aria-expanded) before the title.
import { useState, type CSSProperties } from 'react';
import { App, Button, Input, Tag, Tooltip } from 'antd';
import {
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  HolderOutlined,
  LockOutlined,
  PlusOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { MODULE_NAME_MAX } from '@cv/contract/module-fields';
import { focusWhenReady } from '@/lib/focus';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import type { EditorModule } from '../lib/editor-module';
import { entryAdded, moduleRenamed, selectEditor } from '../store/editor-slice';
import { deleteModule } from '../store/editor-actions';
import { EntryEditor } from './entry-editor';
import { IconAction } from './icon-action';
import { MoveButtons } from './move-buttons';
import { UntranslatedMark } from './untranslated';
import styles from './module-card.module.css';

/** MODULE_ENTRY_LIMIT of the contract (kept here: the entities module carries TypeBox at runtime). */
const MODULE_ENTRY_LIMIT = 30;

const EMPTY_HINT: Record<EditorModule['style'], string> = {
  edu: '还没有教育经历。从最高学历写起：学校、专业、学历和在校时间。',
  work: '还没有工作经历。按时间倒序写，每段写清职责和可量化的成果。',
  project: '还没有项目经历。写项目背景、你的角色和做出的成果。',
  skill: '还没有技能。可以在右侧职位提示里一键添加关键词。',
  honor: '还没有荣誉奖项。',
  summary: '还没有自我评价。用三五句话写下你的优势和想做的工作。',
  custom: '这个模块还没有内容。',
};

interface Props {
  module: EditorModule;
  /** The education module pinned first: not draggable, not deletable. */
  pinned: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: -1 | 1) => void;
}

/** The card of a module, found by its key (data-module-key). */
export const moduleCardOf = (key: string) => document.querySelector<HTMLElement>(`[data-module-key="${key}"]`);

export function ModuleCard({ module: m, pinned, canMoveUp, canMoveDown, onMove }: Props) {
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const [renaming, setRenaming] = useState(false);
  const [open, setOpen] = useState(true);
  const byAi = useAppSelector((s) => selectEditor(s).aiAdded.includes(m.key));
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: m.key,
    disabled: pinned,
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const title = m.alias || m.name;
  const full = m.entries.length >= MODULE_ENTRY_LIMIT;
  const bodyId = `module-body-${m.key}`;

  const confirmDelete = (trigger: HTMLElement) => {
    // Where focus goes once the module is gone: the card that takes its place, else the one before, else 添加模块.
    const card = trigger.closest<HTMLElement>('[data-module-key]');
    const neighbour = [card?.nextElementSibling, card?.previousElementSibling]
      .map((el) => el?.getAttribute('data-module-key'))
      .find(Boolean);
    let deleted = false;
    modal.confirm({
      title: `删除“${title}”？`,
      content: '模块及其内容将被删除（可以撤销）。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      autoFocusButton: 'cancel',
      onOk: () => {
        dispatch(deleteModule(m.key));
        deleted = true;
      },
      // Not in onOk: while the dialog closes it keeps focus inside itself (its focus lock pulls back a focus moved
      // out), then gives focus back to its trigger, which the delete removed, so focus fell to the body (keyboard.spec
      // on a loaded CI machine). afterClose runs after both.
      afterClose: () => {
        if (deleted)
          focusWhenReady(() => (neighbour ? moduleCardOf(neighbour) : document.getElementById('add-module')));
      },
    });
  };

  return (
    <section
      ref={setNodeRef}
      style={style}
      className={isDragging ? `${styles.module} ${styles.dragging}` : styles.module}
      aria-label={`模块：${title}`}
      data-testid="module-card"
      data-module-key={m.key}
      data-ai={byAi ? 'added' : undefined}
    >
      <div className={styles.moduleHead}>
        <Button
          type="text"
          size="small"
          icon={open ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={`显示内容：${title}`}
          onClick={() => setOpen((o) => !o)}
        />
        {pinned ? (
          <Tooltip title="教育经历固定在第一位">
            <LockOutlined className={styles.handle} aria-label="固定在第一位" />
          </Tooltip>
        ) : (
          <Button
            ref={setActivatorNodeRef}
            type="text"
            size="small"
            className={styles.handle}
            icon={<HolderOutlined aria-hidden />}
            {...attributes}
            {...listeners}
            aria-label={`拖动排序：${title}`}
          />
        )}
        <div className={styles.moduleTitle}>
          {renaming ? (
            <Input
              size="small"
              autoFocus
              aria-label="模块名称"
              value={m.alias}
              maxLength={MODULE_NAME_MAX}
              placeholder={m.name}
              onChange={(e) => dispatch(moduleRenamed({ key: m.key, alias: e.target.value }))}
              onBlur={() => setRenaming(false)}
              onPressEnter={() => setRenaming(false)}
              onKeyDown={(e) => e.key === 'Escape' && setRenaming(false)}
              style={{ maxWidth: 240 }}
            />
          ) : (
            <h3>{title}</h3>
          )}
          <UntranslatedMark text={title} />
          {m.custom === 1 || m.alias !== MODULE_STYLE_NAMES[m.style] ? (
            <Tag variant="filled">{MODULE_STYLE_NAMES[m.style]}</Tag>
          ) : null}
          {byAi && (
            <Tag color="purple" variant="filled">
              AI 新增
            </Tag>
          )}
          {!open && <span className={styles.moduleSummary}>{m.entries.length} 条</span>}
        </div>
        {!renaming && (
          <IconAction
            tip="重命名"
            icon={<EditOutlined aria-hidden />}
            aria-label={`重命名：${title}`}
            onClick={() => setRenaming(true)}
          />
        )}
        {!pinned && (
          <>
            <MoveButtons what="模块" name={title} canMoveUp={canMoveUp} canMoveDown={canMoveDown} onMove={onMove} />
            <IconAction
              tip="删除模块"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`删除模块：${title}`}
              aria-haspopup="dialog"
              onClick={(event) => confirmDelete(event.currentTarget)}
            />
          </>
        )}
      </div>
      <div id={bodyId} hidden={!open}>
        {m.entries.length === 0 && <p className={styles.emptyModule}>{EMPTY_HINT[m.style]}</p>}
        {m.entries.map((entry, index) => (
          <EntryEditor
            key={index}
            moduleKey={m.key}
            style={m.style}
            entry={entry}
            index={index}
            count={m.entries.length}
          />
        ))}
        <div className={styles.addRow}>
          <Button
            type="dashed"
            block
            icon={<PlusOutlined aria-hidden />}
            disabled={full}
            onClick={(event) => {
              const card = event.currentTarget.closest('section');
              const before = m.entries.length;
              dispatch(entryAdded({ key: m.key }));
              // Continue in the new entry's first field.
              focusWhenReady(() => {
                const entries = card?.querySelectorAll('[role=group]') ?? [];
                return entries.length > before ? entries[entries.length - 1]?.querySelector('input, textarea') : null;
              });
            }}
          >
            {full ? `最多 ${MODULE_ENTRY_LIMIT} 条` : '添加一条'}
          </Button>
        </div>
      </div>
    </section>
  );
}
