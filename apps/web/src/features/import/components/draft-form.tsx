// The resume as understood, every value editable: the personal info, then each module (its name, its type, which
// can be changed, and its entries). A module or an entry can be removed; an entry or a module added.
import { Button, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ModuleStyle } from '@cv/contract';
import { EXPS_LEVELS, MODULE_STYLES } from '@cv/contract/constants';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { MODULE_NAME_MAX, PERSONAL_FIELD_MAX } from '@cv/contract/module-fields';
import { fieldsOf } from '@/lib/resume-import/draft';
import type { DraftModule, DraftPersonal, ImportDraft } from '@/lib/resume-import/model';
import {
  addEntry,
  addModule,
  removeEntry,
  removeModule,
  retypeModule,
  setEntryField,
  setModuleName,
  setPersonal,
} from '../lib/draft-edit';
import { DraftField } from './draft-field';
import styles from './review.module.css';

type Edit = (change: (d: ImportDraft) => ImportDraft) => void;

const STYLE_OPTIONS = MODULE_STYLES.map((s) => ({ value: s, label: MODULE_STYLE_NAMES[s] }));

const PERSONAL_FIELDS: { key: keyof DraftPersonal; label: string; max?: number; kind?: 'month' | 'select' }[] = [
  { key: 'name', label: '姓名', max: PERSONAL_FIELD_MAX.name },
  { key: 'wish', label: '求职意向', max: PERSONAL_FIELD_MAX.wish },
  { key: 'phone', label: '手机', max: PERSONAL_FIELD_MAX.phone },
  { key: 'email', label: '邮箱', max: PERSONAL_FIELD_MAX.email },
  { key: 'birthday', label: '出生年月', kind: 'month' },
  { key: 'gender', label: '性别', kind: 'select' },
  { key: 'exps', label: '工作经验', kind: 'select' },
];

function PersonalSection({ draft, edit }: { draft: ImportDraft; edit: Edit }) {
  return (
    <section className={styles.card} aria-labelledby="import-personal">
      <h2 id="import-personal" className={styles.cardTitle}>
        个人信息
      </h2>
      <div className={styles.fields}>
        {PERSONAL_FIELDS.map(({ key, label, max, kind }) => (
          <DraftField
            key={key}
            label={label}
            value={draft.personal[key]}
            kind={kind}
            max={max}
            options={key === 'gender' ? ['男', '女'] : key === 'exps' ? EXPS_LEVELS : undefined}
            onChange={(value) => edit((d) => setPersonal(d, key, value as never))}
          />
        ))}
      </div>
    </section>
  );
}

function ModuleSection({ module, index, edit }: { module: DraftModule; index: number; edit: Edit }) {
  const titleId = `import-module-${index}`;
  const name = module.name.value || MODULE_STYLE_NAMES[module.style];
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="import-module">
      <h3 id={titleId} className="sr-only">
        模块：{name}
      </h3>
      <div className={styles.moduleHead}>
        <DraftField
          label="模块名称"
          value={module.name}
          max={MODULE_NAME_MAX}
          onChange={(value) => edit((d) => setModuleName(d, index, value))}
        />
        <div className={styles.field}>
          <label htmlFor={`${titleId}-style`} className={styles.label}>
            模块类型
          </label>
          <Select
            id={`${titleId}-style`}
            value={module.style}
            options={STYLE_OPTIONS}
            onChange={(style: ModuleStyle) => edit((d) => retypeModule(d, index, style))}
          />
        </div>
        <Button
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`删除模块：${name}`}
          onClick={() => edit((d) => removeModule(d, index))}
        >
          删除模块
        </Button>
      </div>
      {module.entries.length === 0 && <p className={styles.muted}>这个模块还没有内容。</p>}
      <ol className={styles.entries}>
        {module.entries.map((entry, e) => (
          <li key={e} className={styles.entry} aria-label={`${name} 第 ${e + 1} 条`}>
            <div className={styles.fields}>
              {fieldsOf(module.style).map((f) => (
                <DraftField
                  key={f.name}
                  label={f.label}
                  value={entry[f.name] ?? { value: '', refs: [] }}
                  kind={f.kind}
                  options={f.options}
                  max={f.max}
                  wide={f.kind === 'textarea'}
                  onChange={(value) => edit((d) => setEntryField(d, index, e, f.name, value))}
                />
              ))}
            </div>
            <Button
              type="link"
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => edit((d) => removeEntry(d, index, e))}
            >
              删除第 {e + 1} 条
            </Button>
          </li>
        ))}
      </ol>
      <Button icon={<PlusOutlined aria-hidden />} onClick={() => edit((d) => addEntry(d, index))}>
        添加一条
      </Button>
    </section>
  );
}

export function DraftForm({ draft, edit }: { draft: ImportDraft; edit: Edit }) {
  return (
    <div className={styles.form}>
      <PersonalSection draft={draft} edit={edit} />
      <h2 className={styles.sectionTitle}>模块（{draft.modules.length}）</h2>
      {draft.modules.map((m, i) => (
        <ModuleSection key={i} module={m} index={i} edit={edit} />
      ))}
      <Select
        className={styles.addModule}
        aria-label="添加模块"
        placeholder="添加模块"
        value={null}
        options={STYLE_OPTIONS}
        onChange={(style: ModuleStyle) => edit((d) => addModule(d, style))}
      />
    </div>
  );
}
