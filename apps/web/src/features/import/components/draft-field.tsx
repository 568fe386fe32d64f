// One value of the draft as an editable field: its label, the value, and a 待确认 mark with the importer's reason
// (read with the field by a screen reader, aria-describedby). Focusing or hovering it highlights where in the
// original it came from.
import { useId } from 'react';
import { Input, Select } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import type { DraftValue } from '@/lib/resume-import/model';
import { isMonth } from '../lib/draft-plan';
import { useHighlight } from '../lib/highlight';
import styles from './review.module.css';

interface Props {
  label: string;
  value: DraftValue;
  onChange: (value: string) => void;
  kind?: 'text' | 'textarea' | 'month' | 'select';
  options?: readonly string[];
  max?: number;
  placeholder?: string;
  wide?: boolean;
}

export function DraftField({ label, value, onChange, kind = 'text', options, max, placeholder, wide }: Props) {
  const id = useId();
  const noteId = `${id}-unsure`;
  const { focus, hover, blur } = useHighlight();
  const badMonth = kind === 'month' && value.value !== '' && !isMonth(value.value);
  const note = value.unsure ?? (badMonth ? '请写成 2020-09 的形式，否则这个日期不会保存' : null);
  const common = {
    id,
    value: value.value,
    status: note ? ('warning' as const) : undefined,
    'aria-describedby': note ? noteId : undefined,
    onFocus: () => focus(value.refs),
    onBlur: blur,
  };
  let input;
  if (kind === 'textarea') {
    input = (
      <Input.TextArea
        {...common}
        autoSize={{ minRows: 2, maxRows: 12 }}
        maxLength={max}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (kind === 'select' && options) {
    input = (
      <Select
        {...common}
        allowClear
        placeholder={placeholder ?? '请选择'}
        value={value.value || undefined}
        options={options.map((o) => ({ value: o, label: o }))}
        onChange={(v: string | undefined) => onChange(v ?? '')}
      />
    );
  } else {
    input = (
      <Input
        {...common}
        maxLength={max}
        placeholder={kind === 'month' ? '如 2020-09' : placeholder}
        inputMode={kind === 'month' ? 'numeric' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div
      className={wide ? `${styles.field} ${styles.wide}` : styles.field}
      onMouseEnter={() => hover(value.refs)}
      onMouseLeave={() => hover(null)}
      data-unsure={note ? 'true' : undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {input}
      {note && (
        <span id={noteId} className={styles.unsure}>
          <ExclamationCircleOutlined aria-hidden /> 待确认：{note}
        </span>
      )}
    </div>
  );
}
