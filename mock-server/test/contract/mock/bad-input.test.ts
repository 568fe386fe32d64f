// Contract: every route answers 1 to a missing field, a wrong type or an oversized string, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, routes, type RouteName } from '@cv/contract';
import {
  call,
  expectCode,
  expectUnchanged,
  moduleOf,
  personalOf,
  startTarget,
  userWithResume,
  type Target,
} from '../harness.ts';

let target: Target;
let token: string;
let cid: string;
beforeAll(async () => {
  target = await startTarget();
  ({ token, cid } = await userWithResume(target));
});
afterAll(() => target.close());

const long = (n: number) => 'x'.repeat(n);
const without = (o: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

/** Bad payloads per route: [label, payload]. Routes whose payload is empty have nothing to get wrong. */
const badInputs = (): Partial<Record<RouteName, [string, Record<string, unknown>][]>> => ({
  qrState: [
    ['missing ticket', {}],
    ['ticket as number', { ticket: 1 }],
    ['ticket too long', { ticket: long(129) }],
  ],
  templateList: [
    ['page 0', { page: 0 }],
    ['page as string', { page: '1' }],
    ['size 101', { size: 101 }],
    ['device MOBILE', { device: 'MOBILE' }],
    ['device oversized', { device: long(1000) }],
  ],
  templateStyle: [
    ['page -1', { page: -1 }],
    ['size as string', { size: '12' }],
    ['device oversized', { device: long(1000) }],
  ],
  cvNew: [
    ['missing template', {}],
    ['template as number', { template: 7 }],
    ['template too long', { template: long(65) }],
  ],
  cvDownload: [
    ['missing cid', {}],
    ['cid as number', { cid: 1 }],
    ['cid too long', { cid: long(65) }],
  ],
  cvPreview: [
    ['missing cid', { template: 'classic-2f5496' }],
    ['template as number', { cid: 'CID', template: 3 }],
    ['color not a hex color', { cid: 'CID', template: 'classic-2f5496', color: 'red' }],
    ['cid too long', { cid: long(65), template: 'classic-2f5496' }],
  ],
  cvSetTemplate: [
    ['missing template', { cid: 'CID' }],
    ['cid as number', { cid: 5, template: 'band-2f5496' }],
    ['template too long', { cid: 'CID', template: long(65) }],
  ],
  cvGet: [
    ['missing cid', {}],
    ['cid as array', { cid: ['CID'] }],
    ['cid too long', { cid: long(65) }],
  ],
  cvList: [
    ['page as string', { page: 'one' }],
    ['page 0', { page: 0 }],
  ],
  cvDelete: [
    ['missing cid', {}],
    ['cid as object', { cid: { $ne: '' } }],
    ['cid too long', { cid: long(65) }],
  ],
  prepay: [
    ['missing goods_id', {}],
    ['goods_id as string', { goods_id: '1' }],
    ['goods_id 0', { goods_id: 0 }],
  ],
  queryPay: [
    ['missing out_trade_no', {}],
    ['out_trade_no as number', { out_trade_no: 123456 }],
    ['out_trade_no too long', { out_trade_no: long(33) }],
    ['out_trade_no with spaces', { out_trade_no: 'CV 2026 11' }],
  ],
  repay: [
    ['missing out_trade_no', {}],
    ['out_trade_no too short', { out_trade_no: 'CV1' }],
  ],
  closeOrder: [
    ['missing out_trade_no', {}],
    ['out_trade_no as number', { out_trade_no: 123456 }],
  ],
  personalSave: [
    ['missing name', without(personalOf('CID'), 'name')],
    ['gender as string', { ...personalOf('CID'), gender: '1' }],
    ['name too long', { ...personalOf('CID'), name: long(51) }],
    ['exps not a level', { ...personalOf('CID'), exps: '很多年' }],
    ['birthday not YYYY-MM-DD', { ...personalOf('CID'), birthday: '1996/05/20' }],
  ],
  personalGet: [
    ['missing cid', {}],
    ['cid too long', { cid: long(65) }],
  ],
  moduleSave: [
    ['missing style', without(moduleOf('CID'), 'style')],
    ['sort as string', { ...moduleOf('CID'), sort: '2' }],
    ['name too long', { ...moduleOf('CID'), name: long(31) }],
    ['unknown style', { ...moduleOf('CID'), style: 'video' }],
    ['content over 60000 chars', { ...moduleOf('CID'), content: long(60001) }],
    ['content entry of the wrong shape', { ...moduleOf('CID'), content: '[{"company":1}]' }],
  ],
  moduleDelete: [
    ['missing id', {}],
    ['id as string', { id: '1' }],
    ['id 0', { id: 0 }],
  ],
  moduleList: [
    ['missing cid', {}],
    ['cid too long', { cid: long(65) }],
  ],
  aiGenContent: [
    ['missing cid', {}],
    ['cid as number', { cid: 42 }],
  ],
  tipPosition: [
    ['missing title', {}],
    ['title as number', { title: 1 }],
    ['title too long', { title: long(51) }],
  ],
  tipMajor: [
    ['missing major', {}],
    ['major as boolean', { major: true }],
    ['major too long', { major: long(51) }],
  ],
  avatarUpload: [['a JSON body instead of multipart', { file: 'data:image/png;base64,AAAA' }]],
});

const withCid = (payload: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(payload).replaceAll('"CID"', JSON.stringify(cid))) as Record<string, unknown>;

describe.each(Object.keys(routes) as RouteName[])('%s', (name) => {
  const cases = badInputs()[name];
  if (!cases) {
    it('has an empty payload: nothing to get wrong', () => {
      expect(['user', 'qrLogin', 'cvCounter', 'indexButton', 'goodsList', 'userOrders']).toContain(name);
    });
    return;
  }
  it.each(cases)('answers 1 with a message and changes nothing: %s', async (_label, payload) => {
    await expectUnchanged(target, async () => {
      const res = await call(target, name, withCid(payload), token);
      expectCode(res.body, Code.INVALID_PARAMS);
      expect(res.body.msg).toMatch(/参数错误/);
    });
  });
});
