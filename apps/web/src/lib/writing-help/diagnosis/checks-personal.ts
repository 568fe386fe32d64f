// 简历诊断, personal info: 姓名, 手机号, 邮箱, 求职意向, 工作经验 (docs/diagnosis.md, checks 1-5).
import type { Target } from '../resume-doc';
import { blank, finding, PERSONAL_LABEL, type Check } from './check-kit';
import type { Fix } from './types';

const toHalfWidth = (text: string) =>
  text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');

const MOBILE = /^(?:\+?86)?1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}\d{7,8}(?:\d{1,4})?$/;
/** The digits of a phone number as typed ('138 0013 8000', '+86-138-0013-8000', '(010) 6275 1234'). */
const phoneDigits = (phone: string) => toHalfWidth(phone).replace(/[\s\-()]/g, '');
const isValidPhone = (phone: string) => MOBILE.test(phoneDigits(phone)) || LANDLINE.test(phoneDigits(phone));

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const isValidEmail = (email: string) => EMAIL.test(email.trim());

export const name: Check = ({ doc, report }) => {
  if (doc.personal && blank(doc.personal.name))
    report(finding('name', 'error', '没有填写姓名', PERSONAL_LABEL.name, { kind: 'personal', field: 'name' }));
};

export const phone: Check = ({ doc, report }) => {
  const value = doc.personal?.phone ?? '';
  const target: Target = { kind: 'personal', field: 'phone' };
  if (!doc.personal) return;
  if (blank(value)) {
    report(finding('phone', 'error', '没有填写手机号，HR 无法联系你', PERSONAL_LABEL.phone, target));
  } else if (!isValidPhone(value)) {
    report(
      finding(
        'phone',
        'error',
        `手机号“${value}”格式不对：应为 11 位手机号（如 138 0013 8000）`,
        PERSONAL_LABEL.phone,
        target,
      ),
    );
  } else if (toHalfWidth(value) !== value) {
    const fix: Fix = {
      label: '改为半角数字',
      edits: [{ kind: 'personal', changes: { phone: toHalfWidth(value) } }],
    };
    report(
      finding('phone', 'warning', `手机号“${value}”含全角字符，部分系统无法识别`, PERSONAL_LABEL.phone, target, fix),
    );
  }
};

export const email: Check = ({ doc, report }) => {
  const value = doc.personal?.email ?? '';
  const target: Target = { kind: 'personal', field: 'email' };
  if (!doc.personal) return;
  if (blank(value)) {
    report(finding('email', 'warning', '没有填写邮箱：不少公司通过邮件发面试邀请', PERSONAL_LABEL.email, target));
    return;
  }
  if (isValidEmail(value)) return;
  const cleaned = toHalfWidth(value).replace(/。/g, '.').replace(/\s+/g, '');
  const fix: Fix | undefined = isValidEmail(cleaned)
    ? { label: `改为 ${cleaned}`, edits: [{ kind: 'personal', changes: { email: cleaned } }] }
    : undefined;
  report(finding('email', 'error', `邮箱“${value}”格式不对`, PERSONAL_LABEL.email, target, fix));
};

export const wish: Check = ({ doc, report }) => {
  if (doc.personal && blank(doc.personal.wish))
    report(
      finding('wish', 'error', '没有填写求职意向：HR 要一眼看出你应聘什么岗位', PERSONAL_LABEL.wish, {
        kind: 'personal',
        field: 'wish',
      }),
    );
};

export const exps: Check = ({ doc, report }) => {
  if (doc.personal && blank(doc.personal.exps))
    report(
      finding('exps', 'warning', '没有选择工作经验：应届、实习还是社招，HR 看简历的重点不同', PERSONAL_LABEL.exps, {
        kind: 'personal',
        field: 'exps',
      }),
    );
};
