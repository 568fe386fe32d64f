// The modules of the resume: education pinned first, the others sortable by drag (pointer or keyboard:
// space, arrows, space) or the move buttons; a new module from the unused styles or a custom one (the menu takes
// focus and arrow keys; focus then moves into the new module's first field).
import { Button, Dropdown } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { MODULE_LIMIT } from '@cv/contract/constants';
import { moduleStyleName } from '@cv/contract/edition-words';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { focusBackAfterMenu, focusWhenReady } from '@/lib/focus';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { selectAvailableStyles, selectLang, selectModules } from '../store/editor-selectors';
import { addModule, reorderModules } from '../store/editor-actions';
import { ModuleCard, moduleCardOf } from './module-card';
import styles from './module-list.module.css';

export function ModuleList() {
  const modules = useAppSelector(selectModules);
  const available = useAppSelector(selectAvailableStyles);
  // An English resume names the module it adds in English: the menu says which name it will have.
  const lang = useAppSelector(selectLang);
  const dispatch = useAppDispatch();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const pinnedCount = modules[0]?.style === 'edu' ? 1 : 0;
  const sortableKeys = modules.slice(pinnedCount).map((m) => m.key);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = modules.findIndex((m) => m.key === active.id);
    const to = modules.findIndex((m) => m.key === over.id);
    if (from < pinnedCount || to < pinnedCount) return;
    dispatch(reorderModules(from, to));
  };

  return (
    <section aria-label="简历模块" className={styles.moduleList}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={sortableKeys} strategy={verticalListSortingStrategy}>
          {modules.map((m, index) => (
            <ModuleCard
              key={m.key}
              module={m}
              pinned={index < pinnedCount}
              canMoveUp={index > pinnedCount}
              canMoveDown={index < modules.length - 1}
              onMove={(direction) => dispatch(reorderModules(index, index + direction))}
            />
          ))}
        </SortableContext>
      </DndContext>
      <Dropdown
        trigger={['click']}
        autoFocus
        onOpenChange={(open) => {
          if (!open) focusBackAfterMenu(document.getElementById('add-module'));
        }}
        menu={{
          items: available.map((style) => ({
            key: style,
            label: `${style === 'custom' ? '自定义模块' : MODULE_STYLE_NAMES[style]}${lang === 'en' ? `（${moduleStyleName(style, 'en')}）` : ''}`,
          })),
          onClick: ({ key }) => {
            const added = dispatch(addModule(key as (typeof available)[number]));
            focusWhenReady(() =>
              moduleCardOf(added)?.querySelector<HTMLElement>('[role=group] input, [role=group] textarea'),
            );
          },
        }}
      >
        <Button id="add-module" type="dashed" size="large" icon={<PlusOutlined aria-hidden />} block>
          添加模块（{modules.length}/{MODULE_LIMIT}）
        </Button>
      </Dropdown>
    </section>
  );
}
