/**
 * Valid request bodies the harness and the tests send: a resume's personal section and a work-experience module.
 */

export function personalBody(cid: string, name: string) {
  return {
    cid,
    name,
    wish: '前端工程师',
    exps: '3-5年',
    phone: '13800000000',
    avatar: '',
    avatar_url: '',
    email: 'a@example.com',
    birthday: '1995-01-01',
    gender: 1,
  };
}

export function workModuleBody(cid: string, desc = '负责前端架构') {
  return {
    cid,
    name: '工作经历',
    alias: '工作经历',
    style: 'work',
    sort: 2,
    custom: 0,
    content: JSON.stringify([{ company: '某公司', title: '前端', start: '2020-01', end: '2022-01', desc }]),
  };
}
