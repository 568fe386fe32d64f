// Personal info: every change goes to the store at once (version = now) and is autosaved 600 ms later.
import { useState } from 'react';
import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import dayjs from '@/lib/dayjs';
import type { Personal } from '@cv/contract';
import { EXPS_LEVELS, GENDERS } from '@cv/contract/constants';
import { PERSONAL_FIELD_MAX } from '@cv/contract/module-fields';
import { PositionInput } from '@/components/position-input';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { personalChanged, selectEditor, tipsRequested } from '../store/editor-slice';
import { AvatarUpload } from './avatar-upload';
import styles from './personal-form.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+\-\s()]{6,30}$/;

export function PersonalForm() {
  const personal = useAppSelector((s) => selectEditor(s).personal);
  const dispatch = useAppDispatch();
  // 出生日期 opens on the years (a birth date is decades back, not in this month's day grid), then month, then day.
  const [birthPanel, setBirthPanel] = useState<'year' | 'month' | 'date'>('year');
  if (!personal) return null;
  const change = (changes: Partial<Omit<Personal, 'cid'>>) => dispatch(personalChanged(changes));
  const emailBad = personal.email !== '' && !EMAIL.test(personal.email);
  const phoneBad = personal.phone !== '' && !PHONE.test(personal.phone);

  return (
    <section className={styles.section} aria-labelledby="personal-title">
      <div className={styles.sectionHead}>
        <h2 id="personal-title">个人信息</h2>
      </div>
      <div className={styles.personalGrid}>
        <Form layout="vertical" component="div" className={styles.compactForm}>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="姓名" htmlFor="personal-name">
                <Input
                  id="personal-name"
                  value={personal.name}
                  maxLength={PERSONAL_FIELD_MAX.name}
                  placeholder="你的名字"
                  onChange={(e) => change({ name: e.target.value })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="求职意向" htmlFor="personal-wish">
                <PositionInput
                  id="personal-wish"
                  value={personal.wish}
                  onChange={(wish) => {
                    change({ wish });
                    dispatch(tipsRequested({ kind: 'position', query: wish }));
                  }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="工作经验" htmlFor="personal-exps">
                <Select
                  id="personal-exps"
                  value={personal.exps || undefined}
                  placeholder="请选择"
                  // rc-select names its clear control 'Clear' unless told otherwise.
                  allowClear={{ label: '清除' }}
                  options={EXPS_LEVELS.map((v) => ({ value: v, label: v }))}
                  onChange={(exps?: Personal['exps']) => change({ exps: exps ?? '' })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="出生日期" htmlFor="personal-birthday">
                <DatePicker
                  id="personal-birthday"
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
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label="手机"
                htmlFor="personal-phone"
                validateStatus={phoneBad ? 'warning' : undefined}
                help={phoneBad ? '手机号格式看起来不对' : undefined}
              >
                <Input
                  id="personal-phone"
                  value={personal.phone}
                  maxLength={PERSONAL_FIELD_MAX.phone}
                  inputMode="tel"
                  placeholder="如：138 0000 0000"
                  onChange={(e) => change({ phone: e.target.value })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label="邮箱"
                htmlFor="personal-email"
                validateStatus={emailBad ? 'warning' : undefined}
                help={emailBad ? '邮箱格式看起来不对' : undefined}
              >
                <Input
                  id="personal-email"
                  type="email"
                  value={personal.email}
                  maxLength={PERSONAL_FIELD_MAX.email}
                  placeholder="name@example.com"
                  onChange={(e) => change({ email: e.target.value })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="性别" htmlFor="personal-gender">
                <Radio.Group
                  id="personal-gender"
                  value={personal.gender}
                  options={GENDERS.map((g) => ({ value: g.value, label: g.label }))}
                  onChange={(e) => change({ gender: e.target.value as Personal['gender'] })}
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <AvatarUpload />
      </div>
    </section>
  );
}
