// Personal info: every change goes to the store at once (version = now) and is autosaved 600 ms later.
import { useState } from 'react';
import { Col, DatePicker, Form, Input, Radio, Row, Select, Skeleton, type FormItemProps } from 'antd';
import dayjs from '@/lib/dayjs';
import type { Personal } from '@cv/contract';
import { EXPS_LEVELS } from '@cv/contract/constants';
import { GENDERS } from '@cv/contract/labels';
import { PERSONAL_FIELD_MAX } from '@cv/contract/module-fields';
import { PositionInput } from '@/components/position-input';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { selectLang } from '../store/editor-selectors';
import { personalChanged, selectEditor, tipsRequested } from '../store/editor-slice';
import { AvatarUpload } from './avatar-upload';
import { UntranslatedMark } from './untranslated';
import styles from './personal-form.module.css';

/** 手机 and 邮箱: a value that does not look right gets a warning, not a block (the user may know better). */
const CONTACT_FIELDS = [
  {
    field: 'phone',
    label: '手机',
    pattern: /^[0-9+\-\s()]{6,30}$/,
    warning: '手机号格式看起来不对',
    input: { inputMode: 'tel', placeholder: '如：138 0000 0000' },
  },
  {
    field: 'email',
    label: '邮箱',
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    warning: '邮箱格式看起来不对',
    input: { type: 'email', placeholder: 'name@example.com' },
  },
] as const;

/** One field of the form: a labelled item, half the row from the sm width up. */
function Field(item: FormItemProps) {
  return (
    <Col xs={24} sm={12}>
      <Form.Item {...item} />
    </Col>
  );
}

/** An English resume's note beside 性别 and 出生日期: its page leaves them out, as English resumes do. */
function leftOut(field: 'gender' | 'birthday', what: string, english: boolean) {
  if (!english) return {};
  const id = `personal-${field}-note`;
  return {
    extra: <span id={id}>英文简历不在页面上显示{what}（英文简历的惯例）</span>,
    describedBy: { 'aria-describedby': id },
  };
}

/** The form's card while the resume loads. */
export function PersonalFormPlaceholder() {
  return (
    <div className={styles.section} aria-busy="true" aria-label="简历加载中">
      <Skeleton active avatar paragraph={{ rows: 8 }} />
    </div>
  );
}

export function PersonalForm() {
  const personal = useAppSelector((s) => selectEditor(s).personal);
  const lang = useAppSelector(selectLang);
  const english = lang === 'en';
  const dispatch = useAppDispatch();
  // 出生日期 opens on the years (a birth date is decades back, not in this month's day grid), then month, then day.
  const [birthPanel, setBirthPanel] = useState<'year' | 'month' | 'date'>('year');
  if (!personal) return null;
  const change = (changes: Partial<Omit<Personal, 'cid'>>) => dispatch(personalChanged(changes));
  const birthNote = leftOut('birthday', '出生日期', english);
  const genderNote = leftOut('gender', '性别', english);

  return (
    <section className={styles.section} aria-labelledby="personal-title">
      <div className={styles.sectionHead}>
        <h2 id="personal-title">个人信息</h2>
      </div>
      <div className={styles.personalGrid}>
        <Form layout="vertical" component="div" className={styles.compactForm}>
          <Row gutter={16}>
            <Field
              label={
                <>
                  姓名
                  <UntranslatedMark text={personal.name} />
                </>
              }
              htmlFor="personal-name"
            >
              <Input
                id="personal-name"
                value={personal.name}
                maxLength={PERSONAL_FIELD_MAX.name}
                placeholder="你的名字"
                onChange={(e) => change({ name: e.target.value })}
              />
            </Field>
            <Field
              label={
                <>
                  求职意向
                  <UntranslatedMark text={personal.wish} />
                </>
              }
              htmlFor="personal-wish"
            >
              <PositionInput
                id="personal-wish"
                lang={lang}
                {...(english ? { placeholder: '如：Frontend Engineer' } : {})}
                value={personal.wish}
                onChange={(wish) => {
                  change({ wish });
                  dispatch(tipsRequested({ kind: 'position', query: wish }));
                }}
              />
            </Field>
            <Field label="工作经验" htmlFor="personal-exps">
              <Select
                id="personal-exps"
                value={personal.exps || undefined}
                placeholder="请选择"
                // rc-select names its clear control 'Clear' unless told otherwise.
                allowClear={{ label: '清除' }}
                options={EXPS_LEVELS.map((v) => ({ value: v, label: v }))}
                onChange={(exps?: Personal['exps']) => change({ exps: exps ?? '' })}
              />
            </Field>
            <Field label="出生日期" htmlFor="personal-birthday" extra={birthNote.extra}>
              <DatePicker
                id="personal-birthday"
                {...birthNote.describedBy}
                style={{ width: '100%' }}
                value={personal.birthday ? dayjs(personal.birthday) : null}
                format="YYYY-MM-DD"
                placeholder="选择日期"
                // With no date yet the calendar opens around a typical graduate's birth year, not this month.
                defaultPickerValue={dayjs().subtract(24, 'year').startOf('year')}
                mode={birthPanel}
                onPanelChange={(_, mode) => setBirthPanel(mode === 'year' || mode === 'month' ? mode : 'date')}
                onOpenChange={(open) => open && setBirthPanel('year')}
                disabledDate={(d) => d.isAfter(dayjs())}
                onChange={(d) => change({ birthday: d ? d.format('YYYY-MM-DD') : '' })}
              />
            </Field>
            {CONTACT_FIELDS.map(({ field, label, pattern, warning, input }) => {
              const bad = personal[field] !== '' && !pattern.test(personal[field]);
              return (
                <Field
                  key={field}
                  label={
                    <>
                      {label}
                      <UntranslatedMark text={personal[field]} />
                    </>
                  }
                  htmlFor={`personal-${field}`}
                  validateStatus={bad ? 'warning' : undefined}
                  help={bad ? warning : undefined}
                >
                  <Input
                    id={`personal-${field}`}
                    value={personal[field]}
                    maxLength={PERSONAL_FIELD_MAX[field]}
                    {...input}
                    onChange={(e) => change({ [field]: e.target.value })}
                  />
                </Field>
              );
            })}
            <Field label="性别" htmlFor="personal-gender" extra={genderNote.extra}>
              <Radio.Group
                id="personal-gender"
                {...genderNote.describedBy}
                value={personal.gender}
                options={GENDERS.map((g) => ({ value: g.value, label: g.label }))}
                onChange={(e) => change({ gender: e.target.value as Personal['gender'] })}
              />
            </Field>
          </Row>
        </Form>
        <AvatarUpload />
      </div>
    </section>
  );
}
