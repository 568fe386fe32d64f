/**
 * What a phone sees: the QR PNGs (encoding PUBLIC_URL pages) and the mobile pages standing in for the messaging
 * app: /mock/scan/:ticket (确认登录 / 取消, choosing among the accounts used on this phone) and /mock/pay/:out_trade_no
 * (确认支付). Open to any client by design. Also /mock/login/:code, the one-time login link of the control panel.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Code, TOKEN_STORAGE_KEY, type QrState } from '@cv/contract';
import { ApiError } from '../errors.ts';
import { okEnvelope } from '../plugins/envelope.ts';
import { escapeHtml } from '../lib/html.ts';
import { cookieSecret, sign, unsign } from '../lib/signed-cookie.ts';
import { strictPageHelmet } from '../plugins/security-headers.ts';
import type { Services } from '../services/index.ts';

const TICKET = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 128 }) });
const LINK_CODE = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });
const TRADE_NO = Type.Object({ no: Type.String({ minLength: 1, maxLength: 32 }) });
const OPENID_COOKIE = 'mock_openid';
/** How many accounts a phone remembers (the confirm page offers them, the last used first). */
const PHONE_ACCOUNTS = 5;
const OPENID = /^[\w-]{8,64}$/;
const newPhoneOpenid = () => `phone-${randomBytes(9).toString('base64url')}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1"><title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:32px 20px;text-align:center}
.card{background:#fff;border-radius:12px;padding:28px 20px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 8px}p{color:#646a73;line-height:1.6}.amount{font-size:32px;font-weight:600;color:#1f2329}
button{display:block;width:100%;font-size:17px;padding:13px;border:0;border-radius:8px;margin-top:14px;cursor:pointer}
.primary{background:#07c160;color:#fff}.secondary{background:#f2f3f5;color:#1f2329}
input{width:100%;box-sizing:border-box;font-size:16px;padding:10px;border:1px solid #dee0e3;border-radius:8px;margin-top:8px}
#result{margin-top:18px;font-size:16px;min-height:1.6em}.ok{color:#07c160}.err{color:#f54a45}
fieldset{border:0;margin:8px 0 0;padding:0;text-align:left}legend{color:#646a73;margin-bottom:6px}
.account{display:flex;align-items:center;gap:10px;padding:12px;border:1px solid #dee0e3;border-radius:8px;margin-top:8px;font-size:16px}
.account input{width:20px;height:20px;margin:0}.account small{margin-left:auto;color:#646a73}
</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

const SCRIPT = `<script>
async function act(url, body){
  const out=document.getElementById('result');
  document.querySelectorAll('button').forEach(b=>b.disabled=true);
  out.className='';out.textContent='处理中…';
  try{
    const res=await fetch(url,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body||{})});
    const env=await res.json();
    out.className=env.code===0?'ok':'err';
    out.textContent=env.code===0?(env.data&&env.data.message||'操作成功'):env.msg;
  }catch(e){out.className='err';out.textContent='网络错误，请重试';document.querySelectorAll('button').forEach(b=>b.disabled=false);}
}
document.querySelectorAll('button[data-act]').forEach(b=>b.addEventListener('click',()=>{
  const nick=document.getElementById('nickname');
  const account=document.querySelector('input[name=account]:checked');
  act(b.dataset.act,b.dataset.withNickname&&nick?{nickname:nick.value||undefined,account:account?account.value:undefined}:undefined);
}));
const loginKey=document.getElementById('result')&&document.getElementById('result').dataset.loginKey;
if(loginKey){
  const out=document.getElementById('result');
  fetch(location.pathname+'/take',{method:'POST'}).then(r=>r.json()).then(env=>{
    if(env.code!==0){out.className='err';out.textContent=env.msg;return;}
    sessionStorage.setItem(loginKey,env.data.token);
    out.className='ok';out.textContent='已登录，正在打开应用…';
    location.replace('/');
  }).catch(()=>{out.className='err';out.textContent='网络错误，请重试';});
}
</script>`;

/** The phone pages' CSP: their one inline script and style by hash, nothing from elsewhere, never framed. */
const PAGE_HELMET = strictPageHelmet(page('', SCRIPT));

/**
 * Where to go next after confirming. The page is opened by another phone scanning the QR or, on a phone, by the
 * app's same-device button (a new tab): "回到电脑端" would be wrong for the latter, the app's page is right for both.
 */
const BACK_TO_APP = (done: string) => `${done}，请回到简历助手的页面继续`;

const STATE_TEXT: Record<QrState, string> = {
  waiting: '请确认登录',
  scanned: '请确认登录',
  confirmed: BACK_TO_APP('已确认登录'),
  consumed: BACK_TO_APP('已登录'),
  expired: '二维码已过期，请在简历助手的登录窗口刷新',
  cancelled: '已取消登录',
};

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

async function sendQr(reply: FastifyReply, text: string) {
  // qrcode (and pngjs under it) loads at the first QR image, not at the server's start.
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(text, { type: 'png', width: 320, margin: 2, errorCorrectionLevel: 'M' });
  return reply.type('image/png').header('cache-control', 'no-store').send(png);
}

export default async function mobilePageRoutes(app: FastifyInstance) {
  const secret = cookieSecret(app.config.cookieSecret, app.config.dataDir);
  /**
   * The accounts (openids) used on this phone, last used first, from its signed cookie: undefined without one,
   * null when it is not ours. The cookie holds them joined by dots (`phone-a.phone-b.<signature>`).
   */
  const phoneOpenids = (request: FastifyRequest): string[] | null | undefined => {
    const raw = cookie(request, OPENID_COOKIE);
    if (raw === undefined) return undefined;
    const openids = unsign(secret, raw)?.split('.') ?? [];
    return openids.length > 0 && openids.length <= PHONE_ACCOUNTS && openids.every((o) => OPENID.test(o))
      ? openids
      : null;
  };
  const phoneCookie = (openids: string[]) =>
    `${OPENID_COOKIE}=${sign(secret, openids.join('.'))}; Path=/mock; Max-Age=31536000; HttpOnly; SameSite=Lax`;
  /** The confirm page's choice among the accounts this phone used (the last used checked), or a new account. */
  const accountChoice = (users: Services['users'], openids: string[]): string => {
    const accounts = openids.flatMap((openid, index) => {
      const user = users.findByOpenid(openid);
      return user ? [{ index, nickname: user.nickname }] : [];
    });
    const nickname = `<input id="nickname" maxlength="30" placeholder="${accounts.length ? '新账号的昵称（可选）' : '昵称（可选）'}" aria-label="昵称">`;
    if (accounts.length === 0) return nickname;
    const radio = (value: string, label: string, checked: boolean) =>
      `<label class="account"><input type="radio" name="account" value="${value}"${checked ? ' checked' : ''}> ${label}</label>`;
    return `<fieldset><legend>选择登录的账号</legend>${accounts
      .map((a, i) =>
        radio(String(a.index), `${escapeHtml(a.nickname)}${i === 0 ? '<small>上次使用</small>' : ''}`, i === 0),
      )
      .join('')}${radio('new', '使用新账号', false)}${nickname}</fieldset>`;
  };
  // Read at request time: server.ts may settle PUBLIC_URL after listening on port 0.
  const base = () => app.config.publicUrl;
  const hide = { hide: true };

  app.get<{ Params: { ticket: string } }>(
    '/mock/qr/login/:ticket',
    { schema: { ...hide, params: TICKET } },
    (request, reply) =>
      sendQr(reply, `${base()}/mock/scan/${encodeURIComponent(request.params.ticket)}${request.mockSession.linkQuery}`),
  );
  app.get<{ Params: { no: string } }>('/mock/qr/pay/:no', { schema: { ...hide, params: TRADE_NO } }, (request, reply) =>
    sendQr(reply, `${base()}/mock/pay/${encodeURIComponent(request.params.no)}${request.mockSession.linkQuery}`),
  );

  app.get<{ Params: { ticket: string } }>(
    '/mock/scan/:ticket',
    { schema: { ...hide, params: TICKET }, helmet: PAGE_HELMET },
    (request, reply) => {
      const { ticket } = request.params;
      const { services, linkQuery } = request.mockSession;
      const state = services.qr.scan(ticket);
      // A phone keeps its mock accounts across logins, like a real messaging-app account, and offers them again.
      // The cookie is signed and HttpOnly: a missing, unsigned or forged one is replaced by a new phone identity.
      let openids = phoneOpenids(request);
      if (!openids) {
        openids = [newPhoneOpenid()];
        reply.header('set-cookie', phoneCookie(openids));
      }
      const pending = state === 'waiting' || state === 'scanned';
      const url = `/mock/scan/${encodeURIComponent(ticket)}`;
      const act = (action: string) => `${url}/${action}${linkQuery}`;
      const body = pending
        ? `<h1>简历助手 登录确认</h1><p>简历助手网页正在请求登录，确认是本人操作吗？</p>${accountChoice(services.users, openids)}
<button class="primary" data-act="${act('confirm')}" data-with-nickname="1">确认登录</button>
<button class="secondary" data-act="${act('cancel')}">取消</button><div id="result"></div>${SCRIPT}`
        : `<h1>简历助手</h1><p id="result" class="${state === 'confirmed' || state === 'consumed' ? 'ok' : 'err'}">${STATE_TEXT[state]}</p>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('登录确认', body));
    },
  );

  app.post<{ Params: { ticket: string }; Body: { nickname?: string; account?: string } }>(
    '/mock/scan/:ticket/confirm',
    {
      schema: {
        ...hide,
        params: TICKET,
        body: Type.Object({
          nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
          /** Which of the phone's accounts (0 = the last used, the default), or `new` for a new account. */
          account: Type.Optional(Type.String({ pattern: `^([0-${PHONE_ACCOUNTS - 1}]|new)$` })),
        }),
      },
    },
    (request, reply) => {
      const { users, qr } = request.mockSession.services;
      const known = phoneOpenids(request);
      if (known === null) {
        throw new ApiError(Code.INVALID_PARAMS, '参数错误：手机身份 Cookie 无效（未签名或被改动），请重新打开扫码页');
      }
      const { account = '0', nickname } = request.body ?? {};
      // The phone's account for this login: one it used before, or a new one (the phone's unused identity if any).
      const openids = known ?? [];
      let openid: string;
      if (account === 'new') {
        const unused = openids.find((o) => !users.findByOpenid(o));
        openid = unused ?? newPhoneOpenid();
      } else {
        openid = openids[Number(account)] ?? newPhoneOpenid();
        if (Number(account) > 0 && !openids[Number(account)]) {
          throw new ApiError(Code.INVALID_PARAMS, '参数错误：这台手机没有这个账号，请重新打开扫码页');
        }
      }
      qr.confirm(request.params.ticket, { openid, ...(nickname ? { nickname } : {}) });
      const remembered = [openid, ...openids.filter((o) => o !== openid && users.findByOpenid(o))];
      reply.header('set-cookie', phoneCookie(remembered.slice(0, PHONE_ACCOUNTS)));
      return okEnvelope(reply, { message: BACK_TO_APP('已确认登录') });
    },
  );

  // The control panel's one-time login link: the page takes the token (POST, so a link preview cannot use it up),
  // puts it where the app reads it in this tab (sessionStorage) and opens the app.
  app.get<{ Params: { code: string } }>(
    '/mock/login/:code',
    { schema: { ...hide, params: LINK_CODE }, helmet: PAGE_HELMET },
    (request, reply) => {
      // The script (SCRIPT, allowed by hash) takes the token for this path and puts it under this key.
      const body = `<h1>简历助手</h1><p id="result" data-login-key="${escapeHtml(TOKEN_STORAGE_KEY)}">正在登录…</p>${SCRIPT}`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('登录', body));
    },
  );
  app.post<{ Params: { code: string } }>(
    '/mock/login/:code/take',
    { schema: { ...hide, params: LINK_CODE } },
    (request, reply) => {
      const token = request.mockSession.services.loginLinks.take(request.params.code);
      if (!token) throw new ApiError(Code.INVALID_PARAMS, '登录链接已使用或已过期，请在控制面板重新生成');
      return okEnvelope(reply, { token });
    },
  );
  app.post<{ Params: { ticket: string } }>(
    '/mock/scan/:ticket/cancel',
    { schema: { ...hide, params: TICKET } },
    (request, reply) => {
      request.mockSession.services.qr.cancel(request.params.ticket);
      return okEnvelope(reply, { message: '已取消登录' });
    },
  );

  app.get<{ Params: { no: string } }>(
    '/mock/pay/:no',
    { schema: { ...hide, params: TRADE_NO }, helmet: PAGE_HELMET },
    (request, reply) => {
      const order = request.mockSession.services.orders.describe(request.params.no);
      if (!order) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page('订单不存在', '<h1>订单不存在</h1><p class="err">请回到简历助手重新下单</p>'));
      }
      const url = `/mock/pay/${encodeURIComponent(order.out_trade_no)}/confirm${request.mockSession.linkQuery}`;
      const yuan = (order.amount / 100).toFixed(2);
      const action =
        order.trade_state === 'NOTPAY'
          ? `<button class="primary" data-act="${url}">确认支付</button><div id="result"></div>${SCRIPT}`
          : `<p id="result" class="${order.trade_state === 'SUCCESS' ? 'ok' : 'err'}">${escapeHtml(order.trade_state_desc)}</p>`;
      const body = `<h1>${escapeHtml(order.goods_name)}</h1><p class="amount">￥${yuan}</p>
<p>订单号 ${escapeHtml(order.out_trade_no)}</p>${action}`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('确认支付', body));
    },
  );

  app.post<{ Params: { no: string } }>(
    '/mock/pay/:no/confirm',
    { schema: { ...hide, params: TRADE_NO } },
    (request, reply) => {
      const order = request.mockSession.services.orders.pay(request.params.no);
      if (order.trade_state !== 'SUCCESS') throw new ApiError(Code.INVALID_PARAMS, '支付失败');
      return okEnvelope(reply, { message: BACK_TO_APP('支付成功') });
    },
  );
}
