// 未归类: the text the importer read but could not place. Each item goes into a module (as a new entry, or at the
// end of a field of one of its entries) or is discarded; nothing of it is saved while it waits here.
import { useState } from 'react';
import { Button, Select } from 'antd';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { fieldsOf } from '@/lib/resume-import/draft';
import type { ImportDraft, TrayItem } from '@/lib/resume-import/model';
import { discardTrayItem, moveTrayItem, type TrayDestination } from '../lib/draft-edit';
import { useHighlight } from '../lib/highlight';
import styles from './review.module.css';

type Edit = (change: (d: ImportDraft) => ImportDraft) => void;

/** Every place an item can go, as options: "教育经历 · 新的一条", "工作经历 · 第 1 条 · 工作内容". */
function destinations(draft: ImportDraft): { value: string; label: string; to: TrayDestination }[] {
  return draft.modules.flatMap((m, module) => {
    const name = m.name.value || MODULE_STYLE_NAMES[m.style];
    return [
      { value: `${module}:new`, label: `${name} · 新的一条`, to: { kind: 'new-entry' as const, module } },
      ...m.entries.flatMap((_, entry) =>
        fieldsOf(m.style)
          .filter((f) => f.kind === 'text' || f.kind === 'textarea')
          .map((f) => ({
            value: `${module}:${entry}:${f.name}`,
            label: `${name} · 第 ${entry + 1} 条 · ${f.label}`,
            to: { kind: 'append' as const, module, entry, field: f.name },
          })),
      ),
    ];
  });
}

function TrayRow({ item, draft, edit, n }: { item: TrayItem; draft: ImportDraft; edit: Edit; n: number }) {
  const { focus, hover, blur } = useHighlight();
  const [where, setWhere] = useState<string | null>(null);
  const options = destinations(draft);
  const chosen = options.find((o) => o.value === where);
  const textId = `tray-${item.id}`;
  return (
    <li
      className={styles.trayItem}
      data-testid="tray-item"
      onMouseEnter={() => hover(item.refs)}
      onMouseLeave={() => hover(null)}
    >
      <p id={textId} className={styles.trayText} tabIndex={0} onFocus={() => focus(item.refs)} onBlur={blur}>
        {item.text}
      </p>
      <div className={styles.trayActions}>
        <Select
          className={styles.traySelect}
          aria-label={`第 ${n} 项移到`}
          placeholder="移到…"
          value={where}
          options={options.map(({ value, label }) => ({ value, label }))}
          onChange={setWhere}
          disabled={options.length === 0}
        />
        <Button
          disabled={!chosen}
          aria-describedby={textId}
          onClick={() => chosen && edit((d) => moveTrayItem(d, item.id, chosen.to))}
        >
          移入
        </Button>
        <Button type="text" aria-describedby={textId} onClick={() => edit((d) => discardTrayItem(d, item.id))}>
          丢弃
        </Button>
      </div>
    </li>
  );
}

export function TrayPanel({ draft, edit }: { draft: ImportDraft; edit: Edit }) {
  return (
    <section className={styles.card} aria-labelledby="import-tray">
      <h2 id="import-tray" className={styles.cardTitle}>
        未归类（{draft.tray.length}）
      </h2>
      {draft.tray.length === 0 ? (
        <p className={styles.muted}>读到的内容都已归入模块。</p>
      ) : (
        <>
          <p className={styles.muted}>这些内容没能确定放在哪里：移入某个模块，或丢弃（丢弃的不会保存）。</p>
          <ul className={styles.tray}>
            {draft.tray.map((item, i) => (
              <TrayRow key={item.id} item={item} draft={draft} edit={edit} n={i + 1} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
