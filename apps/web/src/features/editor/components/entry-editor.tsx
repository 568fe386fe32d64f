// One entry of a module, edited in place with the fields of its style.
import { memo } from 'react';
import { AutoComplete, Col, DatePicker, Form, Input, Row } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { fmtRange } from '@cv/contract/resume-text';
import dayjs from '@/lib/dayjs';
import { useAppDispatch } from '@/lib/store-hooks';
import { entryLabel, MODULE_FIELDS, type Entry, type FieldSpec, type ModuleStyle } from '../lib/module-fields';
import { entryChanged, entryMoved, entryRemoved, tipsRequested } from '../store/editor-slice';
import { IconAction } from './icon-action';
import { MoveButtons } from './move-buttons';
import { UntranslatedMark, useEnglishResume } from './untranslated';
import { needsTranslation } from '@/lib/english-copy/untranslated';
import styles from './entry-editor.module.css';

/** Short entries (a skill, an award) are edited on one line. */
const COMPACT_STYLES = new Set<ModuleStyle>(['skill', 'honor']);

interface Props {
  moduleKey: string;
  style: ModuleStyle;
  entry: Entry;
  index: number;
  count: number;
}

export const EntryEditor = memo(function EntryEditor({ moduleKey, style, entry, index, count }: Props) {
  const dispatch = useAppDispatch();
  const label = entryLabel(style, entry, index);
  const english = useEnglishResume();
  /** A month is formatted by the page: only text can be left untranslated. */
  const untranslated = (f: FieldSpec) => english && f.kind !== 'month' && needsTranslation(entry[f.name]);
  // An English resume's dates as its page will show them (Sep 2016 – Jun 2020, Present), beside the month fields.
  const dates = english
    ? fmtRange({ start: entry.start ?? '', end: entry.end ?? '', date: entry.date ?? '' }, 'en')
    : '';
  const pageDates = dates && (
    <small className={styles.pageDates} data-testid="page-dates">
      页面显示：<span lang="en">{dates}</span>
    </small>
  );
  const set = (field: string, value: string) => {
    dispatch(entryChanged({ key: moduleKey, index, field, value }));
    if (style === 'edu' && field === 'major') {
      dispatch(tipsRequested({ kind: 'major', query: value, target: { key: moduleKey, index } }));
    }
  };

  const input = (f: FieldSpec, compact = false) => {
    const id = `${moduleKey}-${index}-${f.name}`;
    const value = entry[f.name] ?? '';
    const a11y = compact ? { 'aria-label': `${f.label}（${label}）${untranslated(f) ? '（待翻译）' : ''}` } : {};
    switch (f.kind) {
      case 'textarea':
        return (
          <Input.TextArea
            id={id}
            value={value}
            maxLength={f.max}
            showCount={value.length > f.max * 0.8}
            autoSize={{ minRows: 2, maxRows: 10 }}
            placeholder={f.placeholder}
            onChange={(e) => set(f.name, e.target.value)}
          />
        );
      case 'month':
        return (
          <DatePicker
            id={id}
            picker="month"
            format="YYYY-MM"
            style={{ width: '100%' }}
            {...a11y}
            placeholder={compact ? f.label : f.name === 'end' ? '至今' : '选择月份'}
            value={value ? dayjs(`${value}-01`) : null}
            onChange={(d) => set(f.name, d ? d.format('YYYY-MM') : '')}
          />
        );
      case 'select':
        return (
          <AutoComplete
            id={id}
            style={{ width: '100%' }}
            value={value}
            maxLength={f.max}
            options={(f.options ?? []).map((o) => ({ value: o }))}
            {...a11y}
            placeholder={compact ? `${f.label}（选择或输入）` : '选择或输入'}
            onChange={(v: string) => set(f.name, v)}
          />
        );
      default:
        return (
          <Input
            id={id}
            value={value}
            maxLength={f.max}
            {...a11y}
            placeholder={compact ? (f.placeholder ?? f.label) : f.placeholder}
            onChange={(e) => set(f.name, e.target.value)}
          />
        );
    }
  };

  const actions = (
    <>
      <MoveButtons
        what=""
        name={label}
        canMoveUp={index > 0}
        canMoveDown={index < count - 1}
        onMove={(direction) => dispatch(entryMoved({ key: moduleKey, from: index, to: index + direction }))}
      />
      <IconAction
        tip="删除这一条"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`删除：${label}`}
        onClick={() => dispatch(entryRemoved({ key: moduleKey, index }))}
      />
    </>
  );

  if (COMPACT_STYLES.has(style)) {
    return (
      <div className={styles.compactEntry} role="group" aria-label={label}>
        {MODULE_FIELDS[style].map((f) => (
          <div key={f.name} style={{ flex: f.span, minWidth: 0 }}>
            {input(f, true)}
            {untranslated(f) && <UntranslatedMark text={entry[f.name]} />}
          </div>
        ))}
        {pageDates}
        {actions}
      </div>
    );
  }

  return (
    <div className={styles.entry} role="group" aria-label={label}>
      <div className={styles.entryHead}>
        <span>{label}</span>
        {pageDates}
        {actions}
      </div>
      <Form layout="vertical" component="div" size="middle">
        <Row gutter={12}>
          {MODULE_FIELDS[style].map((f) => (
            <Col key={f.name} xs={24} sm={f.span}>
              <Form.Item
                label={
                  <>
                    {f.label}
                    {f.kind !== 'month' && <UntranslatedMark text={entry[f.name]} />}
                  </>
                }
                htmlFor={`${moduleKey}-${index}-${f.name}`}
                style={{ marginBottom: 12 }}
              >
                {input(f)}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </div>
  );
});
