// 导入简历 into the open resume (issue 41): the content after 替换 or 合并, before the editor applies it.
import { describe, expect, it } from 'vitest';
import type { Personal } from '@cv/contract';
import { importedContent } from '@/features/editor/store/import-into';
import type { EditorModule } from '@/features/editor/lib/editor-module';
import type { ImportPlan } from '@/lib/resume-io/json-resume';

const personal: Personal = {
  cid: 'c1',
  name: '张三',
  wish: '',
  exps: '',
  phone: '13800001111',
  email: '',
  birthday: '',
  gender: 0,
  avatar: 'me.png',
  avatar_url: 'https://img/me.png',
};
const own = (i: number): EditorModule => ({
  key: `m${i}`,
  name: `模块${i}`,
  alias: `模块${i}`,
  style: 'custom',
  sort: i,
  custom: 1,
  entries: [{ title: `自己的${i}`, desc: '' }],
});
const plan: ImportPlan = {
  template: null,
  personal: {
    name: '李四',
    wish: '产品经理',
    exps: '3-5年',
    phone: '13900002222',
    email: 'lisi@example.com',
    birthday: '1996-03-01',
    gender: 2,
    avatar: '',
    avatar_url: '',
  },
  modules: [
    {
      name: '工作经历',
      alias: '工作经历',
      style: 'work',
      sort: 1,
      custom: 0,
      content: JSON.stringify([{ company: '甲公司', title: '产品经理', start: '2020-01', end: '', desc: '负责增长' }]),
    },
  ],
  dropped: [],
};

describe('替换: the imported resume in place of the open one', () => {
  it('takes the file personal info (keeping the own photo when the file has none) and only its modules, in the places of the own ones', () => {
    const next = importedContent({ personal, modules: [own(1), own(2)] }, plan, 'replace', 's');
    expect(next.personal).toEqual({ ...plan.personal, cid: 'c1', avatar: 'me.png', avatar_url: 'https://img/me.png' });
    expect(next.modules).toEqual([
      {
        key: 'm1',
        name: '工作经历',
        alias: '工作经历',
        style: 'work',
        sort: 1,
        custom: 0,
        entries: [{ company: '甲公司', title: '产品经理', start: '2020-01', end: '', desc: '负责增长' }],
      },
    ]);
    expect(next.dropped).toEqual([]);
  });
});

describe('合并: the imported resume added to the open one', () => {
  it('keeps every own value, fills the empty ones, and adds the modules after the own ones', () => {
    const next = importedContent({ personal, modules: [own(1)] }, plan, 'merge', 's');
    expect(next.personal).toMatchObject({ name: '张三', phone: '13800001111', wish: '产品经理', gender: 2 });
    expect(next.modules.map((m) => [m.key, m.sort])).toEqual([
      ['m1', 1],
      ['import-s-0', 2],
    ]);
  });

  it('stops at 8 modules and names those left out', () => {
    const next = importedContent({ personal, modules: [1, 2, 3, 4, 5, 6, 7, 8].map(own) }, plan, 'merge');
    expect(next.modules).toHaveLength(8);
    expect(next.dropped).toEqual(['工作经历']);
  });
});
