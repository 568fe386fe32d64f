/**
 * Example `data` of every route's code-0 reply for the OpenAPI document, taken from the fixtures (templates, goods,
 * tips, the sample resume) so `prism mock` on the document answers replies a developer can click through.
 * A test checks each example against its route's reply schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_EDU_MODULE,
  MODULE_STYLE_NAMES,
  TEMPLATE_PAGE_SIZE,
  TRADE_STATE_DESC,
  type Module,
  type Personal,
  type RouteData,
  type RouteName,
} from '@cv/contract';
import type { Fixtures } from '../fixtures.ts';

type Examples = { [N in RouteName]: RouteData<N> };

interface SampleResume {
  personal: Personal;
  modules: Module[];
}

export function docExamples(fixtures: Fixtures, fixturesDir: string): Examples {
  const sample = JSON.parse(fs.readFileSync(path.join(fixturesDir, 'sample-resume.json'), 'utf8')) as SampleResume;
  const cid = 'k3v9q2x7m1p8';
  const personal: Personal = { ...sample.personal, cid };
  const modules: Module[] = sample.modules.map((m) => ({ ...m, cid }));
  const template = fixtures.templates[0]?.id ?? 'classic-2f5496';
  const goods = fixtures.goods[0];
  const createdAt = '2026-11-20T08:00:00.000Z';
  const order = {
    out_trade_no: 'CV20261120080000A1B2',
    goods_id: goods?.id ?? 1,
    goods_name: goods?.name ?? '会员',
    amount: goods?.price ?? 990,
    trade_state: 'SUCCESS' as const,
    trade_state_desc: TRADE_STATE_DESC.SUCCESS,
    created_at: createdAt,
    success_time: '2026-11-20T08:01:12.000Z',
  };
  const prepay = {
    out_trade_no: order.out_trade_no,
    code_url: `/mock/pay/${order.out_trade_no}`,
    qr_url: `/mock/pay/${order.out_trade_no}/qr.png`,
    amount: order.amount,
    description: order.goods_name,
    time_expire: '2026-11-20T08:30:00.000Z',
    expire_seconds: 1800,
  };
  const page = (items: Fixtures['templates']) => ({
    cur_page: 1,
    total_page: Math.max(1, Math.ceil(items.length / TEMPLATE_PAGE_SIZE)),
    templates: items.slice(0, 2),
  });
  return {
    user: {
      id: 1,
      nickname: '林晓雯',
      avatar_url: '/images/sample-avatar.png',
      vip_until: null,
      resumes_left: 3,
      downloads_left: 1,
      created_at: createdAt,
    },
    qrLogin: { qr_url: '/mock/qr/t_5f2c9a1e.png', ticket: 't_5f2c9a1e', expire_seconds: 300 },
    qrState: { token: 'tk_7d4e1b9c0a3f6e2d8b5c1a9f7e3d0b6c' },
    templateList: page(fixtures.templates),
    templateStyle: page(fixtures.styles),
    cvNew: { cid },
    cvDownload: { url: '/files/d_8c1f3a7e.pdf', name: `${personal.name}-${personal.wish}-简历.pdf` },
    cvPreview: { pdf_base64: 'JVBERi0xLjcK' },
    cvSetTemplate: null,
    cvGet: { modules, personal, template },
    cvCounter: 128_456,
    cvList: [
      {
        cid,
        template,
        title: `${personal.name}的简历`,
        thumbnail: `/thumbnails/${template}.png`,
        updated_at: createdAt,
        personal: { name: personal.name, wish: personal.wish },
      },
    ],
    cvDelete: null,
    indexButton: '创建简历',
    goodsList: fixtures.goods,
    prepay,
    queryPay: order,
    // The same order shown again ten minutes later.
    repay: { ...prepay, expire_seconds: 1200 },
    closeOrder: { ...order, trade_state: 'CLOSED', trade_state_desc: '已关闭', success_time: null },
    userOrders: [order],
    personalSave: null,
    personalGet: personal,
    moduleSave: { id: 7 },
    moduleDelete: null,
    moduleList: modules,
    aiGenContent: {
      modules: [{ ...DEFAULT_EDU_MODULE, id: 9, cid, name: MODULE_STYLE_NAMES.edu, content: '[]' }],
    },
    tipPosition: fixtures.positionTips.slice(0, 1),
    tipMajor: fixtures.majorTips.slice(0, 1),
    avatarUpload: { avatar: 'a_3e9f1c2b.png', avatar_url: '/uploads/a_3e9f1c2b.png' },
  };
}
