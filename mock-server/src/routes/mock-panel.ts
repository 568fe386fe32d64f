/**
 * GET /__mock: a small control panel over the /__mock JSON API (scenarios, tickets, orders, users, forced codes,
 * journal, upstream drift, chaos profiles and held replies). The page itself holds no data and is served to everyone; its calls go through the guard. Off this
 * machine (LAN, Docker, a proxy) the guard wants the admin key: the panel asks for it when a call is refused,
 * keeps it in sessionStorage for this tab, sends it as x-mock-admin-key on every call and says when it is wrong.
 * Signing in: "以此用户登录" confirms the app's waiting login QR code as that user (the same account again);
 * "登录此浏览器" and the scenarios open the app in a new tab through a one-time login link (POST /__mock/login-link),
 * which puts the token in that tab's sessionStorage. The clock buttons say how many sessions a move would end
 * (GET /__mock/clock/impact) and ask first; afterwards the message says how many did. 进入会话 switches this browser
 * to a mock session (README, Sessions); 为什么 on a journal row shows GET /__mock/explain/:id.
 * Works at 375 px: tables scroll sideways inside their section, header and forms wrap.
 */
import { CHAOS_PRESETS, MOCK_ADMIN_HEADER, MOCK_PREFIX } from '@cv/contract';

const constants = JSON.stringify({
  prefix: MOCK_PREFIX,
  adminHeader: MOCK_ADMIN_HEADER,
  keyStorage: 'mock_admin_key',
  presets: Object.entries(CHAOS_PRESETS).map(([id, label]) => ({ id, label })),
}).replace(/</g, '\\u003c');

const STYLE = `
*{box-sizing:border-box}
body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f6f7;color:#1f2329;font-size:14px}
header{background:#1f2329;color:#fff;padding:10px 16px;display:flex;gap:8px;align-items:center;flex-wrap:wrap}
header h1{font-size:16px;margin:0 8px 0 0}
main{padding:12px;display:grid;gap:12px;max-width:1200px;margin:0 auto}
section{background:#fff;border-radius:8px;padding:12px 14px;min-width:0}
h2{font-size:15px;margin:2px 0 10px}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%}
table{border-collapse:collapse;min-width:100%}
td,th{border-bottom:1px solid #eee;padding:5px 8px;text-align:left;white-space:nowrap;vertical-align:middle}
button{cursor:pointer;border:1px solid #c9cdd4;background:#fff;border-radius:4px;padding:5px 10px;margin:2px 4px 2px 0;font-size:14px;min-height:32px}
button.primary,header button{background:#1557d0;color:#fff;border-color:#1557d0}
header button.ghost{background:transparent;border-color:#8f959e}
#clockwarn{color:#ffd666;font-size:13px}
input,select{padding:5px 8px;border:1px solid #c9cdd4;border-radius:4px;font-size:14px;min-height:32px}
code{font-size:12px;word-break:break-all}
#sessionform{display:inline-flex;gap:4px;align-items:center}
#explain{margin-top:8px;padding:8px;background:#f0f4ff;border-radius:6px;line-height:1.7}
#msg{flex-basis:100%;color:#ffd666;min-height:1.2em;font-size:13px}
#keybox{border:2px solid #f54a45}
#keybox p{margin:4px 0 10px;line-height:1.6}
#keybox form{display:flex;gap:8px;flex-wrap:wrap}
#keybox input{flex:1 1 220px}
.err{color:#d83931}.ok{color:#2ea121}.muted{color:#646a73}
.scenarios{display:flex;flex-wrap:wrap;gap:6px}
#session{margin-top:10px;padding:10px;background:#f0f4ff;border-radius:6px;display:none;line-height:1.7}
.field{display:inline-flex;gap:4px;align-items:center;margin:2px 8px 2px 0}
@media (max-width:600px){
  header{padding:8px 10px}main{padding:8px;gap:8px}section{padding:10px}
  .field{display:flex;width:100%;margin-right:0}.field input{flex:1}
}
`;

const SCRIPT = `
const C = ${constants};
const $ = (id) => document.getElementById(id);
const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c]));
let locked = false;
const storedKey = () => { try { return sessionStorage.getItem(C.keyStorage) || ''; } catch { return ''; } };
const REASONS = {
  'key-missing': '这台设备不是运行 mock 服务的电脑（或请求经过了代理 / Docker），控制接口需要管理密钥：服务端环境变量 MOCK_ADMIN_KEY 的值。',
  'key-wrong': '管理密钥不正确：与服务端 MOCK_ADMIN_KEY 不一致，请重新输入。',
  'no-key-configured': '服务没有设置 MOCK_ADMIN_KEY，控制接口只对运行服务的电脑开放。请在那台电脑上用 http://localhost 打开本面板，或设置 MOCK_ADMIN_KEY 后重启服务。',
};
function showKeyBox(reason) {
  locked = true;
  $('keybox').hidden = false;
  $('keyreason').textContent = REASONS[reason] || REASONS['key-missing'];
  $('keyreason').className = reason === 'key-wrong' ? 'err' : '';
  $('keyform').hidden = reason === 'no-key-configured';
  $('keystate').textContent = '需要密钥';
  if (reason !== 'no-key-configured') $('keyinput').focus();
}
function hideKeyBox() {
  locked = false;
  $('keybox').hidden = true;
  $('keystate').textContent = storedKey() ? '已使用管理密钥' : '本机访问';
}
function say(text, ok) { $('msg').textContent = (ok ? '✓ ' : '✗ ') + text; }
/** Every call to the control API: the key when there is one, the envelope back, 403 opens the key box. */
async function api(method, path, body) {
  const headers = {};
  const key = storedKey();
  if (key) headers[C.adminHeader] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res;
  try {
    res = await fetch(C.prefix + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    return { code: -1, msg: '网络错误：' + e.message, data: null };
  }
  const env = await res.json().catch(() => ({ code: -1, msg: 'HTTP ' + res.status, data: null }));
  if (res.status === 403) showKeyBox(env.data && env.data.reason);
  else if (locked) hideKeyBox();
  return env;
}
async function act(method, path, body, what) {
  const env = await api(method, path, body);
  if (env.code !== -1 && !(env.data && env.data.reason)) say((what || method + ' ' + path) + (env.code === 0 ? '' : ' → ' + env.code + ' ' + env.msg), env.code === 0);
  refresh();
  return env;
}
/** Opens the app in a new tab signed in with this token (a one-time login link); the link stays shown if blocked. */
async function openApp(token, user, note) {
  const env = await api('POST', '/login-link', { token });
  if (env.code !== 0) { say('登录链接：' + env.msg, false); return; }
  const opened = window.open(env.data.url, '_blank');
  $('session').style.display = 'block';
  $('session').innerHTML = (opened ? '已在新标签页以 <b>' + esc(user.nickname) + '</b>（用户 ' + user.id + '）登录应用' : '以 <b>' + esc(user.nickname) + '</b>（用户 ' + user.id + '）登录：') +
    (note ? '：' + esc(note) : '') + '<br><a href="' + esc(env.data.url) + '" target="_blank">' + (opened ? '一次性登录链接' : '打开应用') + '</a> <span class="muted">（' + Math.round(env.data.expires_in / 60) + ' 分钟内有效，只能用一次）</span>';
  say('已登录为 ' + user.nickname, true);
}
async function scenario(name) {
  const env = await act('POST', '/scenario', { name }, '场景 ' + name);
  if (env.code === 0) openApp(env.data.token, env.data.user, env.data.note);
}
async function loginAs(userId) {
  const env = await act('POST', '/login', userId ? { user_id: userId } : {}, userId ? '登录用户 ' + userId : '新建用户');
  if (env.code === 0) openApp(env.data.token, env.data.user, '');
}
/** Confirms the newest waiting login QR code (the app's login dialog) as this user: the same account again. */
async function confirmAs(userId, nickname) {
  const state = await api('GET', '/state');
  const waiting = state.code === 0 ? state.data.tickets.find((t) => t.state === 'waiting' || t.state === 'scanned') : null;
  if (!waiting) { say('没有等待确认的登录二维码：先在应用里点「登录」，再点「以此用户登录」', false); return; }
  await act('POST', '/qr/' + encodeURIComponent(waiting.ticket) + '/confirm', { user_id: userId }, '应用的登录二维码已由 ' + nickname + ' 确认，应用随即登录');
}
const DAY = 86400000;
/** Before moving the clock: how many sessions the move would end; asks when there are some. */
async function advance(ms, label) {
  const impact = await api('GET', '/clock/impact?ms=' + ms);
  if (impact.code === 0 && impact.data.expiring_sessions > 0) {
    const names = impact.data.users.map((u) => u.nickname).join('、');
    if (!confirm('拨快 ' + label + ' 将使 ' + impact.data.expiring_sessions + ' 个会话过期（' + names + ' 需要重新登录）。继续？')) return;
  }
  const env = await api('POST', '/clock/advance', { ms });
  if (env.code === 0) say('时钟 +' + label + (env.data.expired_sessions ? '：' + env.data.expired_sessions + ' 个会话已过期，相关用户需重新登录' : '：没有会话过期'), true);
  else say('时钟 +' + label + ' → ' + env.code + ' ' + env.msg, false);
  refresh();
}
function force() {
  const v = (id) => $(id).value.trim();
  const body = { path: v('fpath'), code: Number(v('fcode')) };
  if (v('ftimes')) body.times = Number(v('ftimes'));
  if (Number(v('fdelay'))) body.delay_ms = Number(v('fdelay'));
  if (v('fmsg')) body.msg = v('fmsg');
  act('POST', '/force', body, '强制回复 ' + body.path);
}
const btn = (label, attrs) => '<button ' + attrs + '>' + label + '</button>';
const callAttrs = (method, path, body) => 'data-call="' + esc(JSON.stringify([method, path, body ?? null])) + '"';
function table(id, head, rows) {
  $(id).innerHTML = '<tr>' + head.map((h) => '<th>' + h + '</th>').join('') + '</tr>' +
    (rows.length ? rows.join('') : '<tr><td colspan="' + head.length + '" class="muted">（空）</td></tr>');
}
/** The chaos form as a profile (PUT /__mock/chaos): only the faults whose fields are filled in. */
function chaosProfile() {
  const v = (id) => $(id).value.trim();
  const n = (id) => Number(v(id));
  const body = { name: v('cname') || 'panel', path: v('cpath') || '/api/*' };
  if (v('cseed')) body.seed = n('cseed');
  if (v('crate')) {
    body.error = { rate: n('crate') };
    if (v('cstatus')) body.error.status = v('cstatus').split(/[ ,，]+/).filter(Boolean).map(Number);
    else if (v('ccode')) body.error.code = n('ccode');
  }
  const kind = v('ckind');
  if (kind === 'fixed') body.latency = { kind, ms: n('cms') };
  if (kind === 'uniform') body.latency = { kind, min_ms: n('cmin'), max_ms: n('cmax') };
  if (kind === 'lognormal') body.latency = { kind, median_ms: n('cms'), sigma: n('csigma'), cap_ms: n('ccap') };
  if (v('cbudget')) body.rate_limit = { per_minute: n('cbudget') };
  if (v('creset')) body.reset_rate = n('creset');
  if (v('ctrunc')) body.truncate_rate = n('ctrunc');
  if ($('chold').checked) body.hold = true;
  return body;
}
function chaosSummary(p) {
  const parts = [];
  if (p.error) parts.push('错误率 ' + p.error.rate + (p.error.status ? ' HTTP ' + p.error.status.join('/') : ' code ' + (p.error.code ?? 2)));
  if (p.sequence) parts.push((p.sequence.mode === 'succeed-first' ? '先成功 ' : '先失败 ') + p.sequence.n + ' 次');
  if (p.latency) parts.push('延迟 ' + p.latency.kind + ' ' + ['ms', 'min_ms', 'max_ms', 'median_ms', 'sigma', 'cap_ms'].filter((k) => p.latency[k] !== undefined).map((k) => k + '=' + p.latency[k]).join(' '));
  if (p.rate_limit) parts.push('每分钟 ' + p.rate_limit.per_minute + ' 次（429）');
  if (p.reset_rate) parts.push('断开 ' + p.reset_rate);
  if (p.truncate_rate) parts.push('截断 ' + p.truncate_rate);
  if (p.dribble) parts.push('慢速 ' + p.dribble.rate);
  if (p.hold) parts.push('挂起');
  return parts.join('；');
}
async function refreshChaos() {
  const chaos = await api('GET', '/chaos');
  if (chaos.code !== 0) return;
  const c = chaos.data;
  table('chaos', ['名称', '路径', 'seed', '故障', '请求', '已注入', '操作'], c.profiles.map((p) => '<tr><td>' + esc(p.name) + '</td><td><code>' + esc(p.path) + '</code></td><td>' + p.seed + '</td><td>' + esc(chaosSummary(p)) + '</td><td>' + p.counters.requests + '</td><td>' + esc(Object.entries(p.counters.faults).map(([k, n]) => k + ' ' + n).join('，')) + '</td><td>' +
    btn('删除', callAttrs('DELETE', '/chaos/' + encodeURIComponent(p.name))) + '</td></tr>'));
  table('held', ['#', '请求', '配置', '挂起于', '操作'], c.held.map((h) => '<tr><td>' + h.id + '</td><td>' + esc(h.method + ' ' + h.url) + '</td><td>' + esc(h.profile) + '</td><td>' + esc(String(h.since).slice(11, 19)) + '</td><td>' + btn('放行', callAttrs('POST', '/held/release', { id: h.id })) + '</td></tr>'));
}
async function refresh() {
  if (locked) return;
  refreshChaos();
  const [state, journal, drift, coverage] = await Promise.all([api('GET', '/state'), api('GET', '/journal?limit=30'), api('GET', '/drift?limit=30'), api('GET', '/coverage')]);
  if (coverage.code === 0) {
    const c = coverage.data;
    const cell = (r) => r.covered + '/' + r.total + '（' + r.pct + '%）';
    const row = (label, f) => '<tr><td>' + label + '</td><td>' + cell(f.operations) + '</td><td>' + cell(f.codes) + '</td><td>' + (label === '请求日志' ? '—' : cell(f.properties)) + '</td></tr>';
    table('coverage', ['来源', '接口', '接口 × code', '回复字段'], [row('请求日志', c.journal), row('捕获（上游）', c.captures), c.contract ? row('上次契约测试 ' + esc(String(c.contract_at).slice(0, 16).replace('T', ' ')), c.contract) : '<tr><td>上次契约测试</td><td colspan="3" class="muted">尚未运行（npm run contract）</td></tr>', '<tr><td>一致性指数（有示例的接口 × code）</td><td colspan="3">' + cell(c.conformance_index) + '</td></tr>']);
  }
  if (state.code !== 0) return;
  const s = state.data;
  $('clock').textContent = '模拟时间 ' + new Date(s.clock.now).toLocaleString('zh-CN');
  const impact = await api('GET', '/clock/impact?ms=' + DAY);
  $('clockwarn').textContent = impact.code === 0 && impact.data.expiring_sessions > 0 ? '⚠ +1 天将使 ' + impact.data.expiring_sessions + ' 个会话过期（登录 7 天有效）' : '';
  table('forced', ['路径', 'code', '剩余', '延迟', 'msg'], s.forced.map((f) => '<tr><td>' + esc(f.path) + '</td><td>' + f.code + '</td><td>' + (f.remaining ?? '不限') + '</td><td>' + f.delayMs + '</td><td>' + esc(f.msg) + '</td></tr>'));
  table('tickets', ['ticket', '状态', '过期', '操作'], s.tickets.map((t) => '<tr><td><code>' + esc(t.ticket.slice(0, 12)) + '…</code></td><td>' + esc(t.state) + '</td><td>' + new Date(t.expires_at).toLocaleTimeString('zh-CN') + '</td><td>' +
    ['scan', 'confirm', 'cancel'].map((a) => btn(a, callAttrs('POST', '/qr/' + encodeURIComponent(t.ticket) + '/' + a, {}))).join('') +
    ' <a href="/mock/scan/' + encodeURIComponent(t.ticket) + '" target="_blank">手机页</a></td></tr>'));
  table('orders', ['订单号', '商品', '金额', '状态', '操作'], s.orders.map((o) => '<tr><td><code>' + esc(o.out_trade_no) + '</code></td><td>' + esc(o.goods_name) + '</td><td>￥' + (o.amount / 100).toFixed(2) + '</td><td>' + esc(o.trade_state) + '</td><td>' +
    btn('支付成功', callAttrs('POST', '/pay/' + encodeURIComponent(o.out_trade_no) + '/success')) + btn('关闭', callAttrs('POST', '/pay/' + encodeURIComponent(o.out_trade_no) + '/close')) +
    ' <a href="/mock/pay/' + encodeURIComponent(o.out_trade_no) + '" target="_blank">手机页</a></td></tr>'));
  table('users', ['id', '昵称', '会员到期', '剩余创建', '剩余下载', '操作'], s.users.map((u) => '<tr><td>' + u.id + '</td><td>' + esc(u.nickname) + '</td><td>' + esc(u.vip_until ? u.vip_until.slice(0, 10) : '-') + '</td><td>' + (u.resumes_left ?? '不限') + '</td><td>' + (u.downloads_left ?? '不限') + '</td><td>' +
    btn('以此用户登录', 'class="primary" data-confirm-as="' + u.id + '" data-nickname="' + esc(u.nickname) + '"') +
    btn('登录此浏览器', 'data-login="' + u.id + '"') +
    btn('清零', callAttrs('PUT', '/users/' + u.id + '/quota', { resumes_left: 0, downloads_left: 0, vip_until: null })) +
    btn('恢复免费额度', callAttrs('PUT', '/users/' + u.id + '/quota', { resumes_left: 3, downloads_left: 1, vip_until: null })) + '</td></tr>'));
  if (drift.code === 0) {
    const c = drift.data.counts;
    $('upstream').textContent = drift.data.upstream ? '上游 ' + drift.data.upstream + '：breaking ' + c.breaking + '，warning ' + c.warning + '，info ' + c.info : '未开启（未设置 MOCK_UPSTREAM）';
    // Grouped by severity, then route: one heading row per group, its findings most recent first.
    const groups = new Map();
    for (const f of drift.data.findings) {
      const key = f.severity + ' ' + f.route;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(f);
    }
    const order = { breaking: 0, warning: 1, info: 2 };
    const keys = [...groups.keys()].sort((a, b) => order[a.split(' ')[0]] - order[b.split(' ')[0]] || a.localeCompare(b));
    table('drift', ['类别', 'HTTP', 'code', '位置', '应为', '实际', '次数', '首次', '最近'], keys.flatMap((key) => {
      const list = groups.get(key);
      return ['<tr class="group"><th colspan="9">' + esc(list[0].severity) + ' · ' + esc(list[0].route) + '（' + list.length + '）</th></tr>'].concat(list.map((f) => '<tr><td>' + esc(f.category) + '</td><td>' + (f.status ?? '') + '</td><td>' + (f.code ?? '') + '</td><td><code>' + esc(f.path) + '</code></td><td>' + esc(f.expected) + '</td><td><code>' + esc(f.got) + '</code></td><td>' + f.count + '</td><td>' + esc(String(f.first_seen).slice(5, 19).replace('T', ' ')) + '</td><td>' + esc(String(f.last_seen).slice(5, 19).replace('T', ' ')) + '</td></tr>'));
    }));
  }
  if (journal.code === 0) table('journal', ['时间', '请求', 'HTTP', 'code', 'ms', '用户', '故障注入', ''], journal.data.map((j) => '<tr><td>' + esc(String(j.at).slice(11, 19)) + '</td><td>' + esc(j.method + ' ' + j.url) + '</td><td>' + j.status + '</td><td>' + (j.code ?? '') + '</td><td>' + j.ms + '</td><td>' + (j.user_id ?? '') + '</td><td>' + (j.chaos ? esc(j.chaos.profile + ' #' + j.chaos.n + '：' + j.chaos.faults.join('+') + (j.chaos.delay_ms ? ' ' + j.chaos.delay_ms + 'ms' : '')) : '') + '</td><td>' + btn('为什么', 'data-explain="' + j.id + '"') + '</td></tr>'));
  const own = await api('GET', '/session');
  if (own.code === 0) $('mocksession').textContent = own.data.name === 'default' ? '默认会话' : '会话 ' + own.data.name;
}
/** GET /__mock/explain/:id: what decided that reply, shown under the journal. */
async function explain(id) {
  const env = await api('GET', '/explain/' + id);
  const box = $('explain');
  box.hidden = false;
  if (env.code !== 0) { box.textContent = env.msg; return; }
  const c = env.data.cause;
  box.innerHTML = '<b>#' + id + ' ' + esc(env.data.entry.method + ' ' + env.data.entry.url) + ' → code ' + esc(env.data.entry.code) + '</b><br>' +
    esc(c.summary) + '<br><span class="muted">' + esc(c.kind) + ' · ' + esc(c.rule) + (c.scenario ? ' · 场景 ' + esc(c.scenario) : '') + '</span>';
}
document.addEventListener('click', (event) => {
  const el = event.target.closest('button');
  if (!el) return;
  if (el.dataset.call) { const [m, p, b] = JSON.parse(el.dataset.call); act(m, p, b ?? undefined); }
  else if (el.dataset.login) loginAs(Number(el.dataset.login));
  else if (el.dataset.scenario) scenario(el.dataset.scenario);
  else if (el.dataset.confirmAs) confirmAs(Number(el.dataset.confirmAs), el.dataset.nickname);
  else if (el.dataset.explain) explain(el.dataset.explain);
  else if (el.dataset.advance) advance(Number(el.dataset.advance), el.textContent.slice(1));
  else if (el.hasAttribute('data-new-user')) loginAs(0);
  else if (el.hasAttribute('data-save-snapshot')) saveSnapshot();
  else if (el.hasAttribute('data-reset')) { if (confirm('清空全部数据并重新播种？')) act('POST', '/reset', undefined, '重置'); }
  else if (el.hasAttribute('data-clear-force')) act('DELETE', '/force', undefined, '清除强制回复');
  else if (el.dataset.preset) act('POST', '/chaos/preset', { name: el.dataset.preset }, '故障预设 ' + el.textContent);
  else if (el.hasAttribute('data-clear-chaos')) act('DELETE', '/chaos', undefined, '清除故障配置');
  else if (el.hasAttribute('data-release-all')) act('POST', '/held/release', {}, '放行全部挂起的回复');
  else if (el.hasAttribute('data-forget-key')) { sessionStorage.removeItem(C.keyStorage); say('已忘记管理密钥', true); hideKeyBox(); refresh(); }
});
$('keyform').addEventListener('submit', (event) => {
  event.preventDefault();
  const key = $('keyinput').value.trim();
  if (!key) return;
  sessionStorage.setItem(C.keyStorage, key);
  $('keyinput').value = '';
  locked = false;
  refresh().then(() => { if (!locked) { hideKeyBox(); say('管理密钥正确，已保存在本标签页（sessionStorage）', true); } });
});
$('forceform').addEventListener('submit', (event) => { event.preventDefault(); force(); });
$('chaosform').addEventListener('submit', (event) => { event.preventDefault(); const body = chaosProfile(); act('PUT', '/chaos', body, '故障配置 ' + body.name); });
$('presets').innerHTML = C.presets.map((p) => btn(esc(p.label), 'class="primary" data-preset="' + p.id + '"')).join('') + btn('全部清除', 'data-clear-chaos');
// Entering a session: the link sets the mock_session cookie (every call of this page and the app's then runs in it).
$('sessionform').addEventListener('submit', (event) => {
  event.preventDefault();
  const name = $('sessioninput').value.trim() || 'default';
  location.href = '/mock/session/' + encodeURIComponent(name) + '?to=' + encodeURIComponent(C.prefix);
});
// The scenario files of fixtures/scenarios (a bad file shows its problem as the button's title).
api('GET', '/scenarios').then((env) => {
  $('scenarios').innerHTML = (env.data || []).map((s) => btn(esc(s.title), 'class="primary" title="' + esc(s.note) + '" data-scenario="' + esc(s.name) + '"')).join('');
});
/** 保存当前状态: the session's snapshot as a JSON file; 恢复: a file chosen replaces the session's state. */
async function saveSnapshot() {
  const env = await api('GET', '/snapshot');
  if (env.code !== 0) return say('保存当前状态 → ' + env.code + ' ' + env.msg, false);
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([JSON.stringify(env.data)], { type: 'application/json' }));
  a.download = 'mock-' + env.data.session + '-' + env.data.taken_at.slice(0, 19).replace(/[:T]/g, '-') + '.json';
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  say('已保存当前状态：' + a.download, true);
}
$('restorefile').addEventListener('change', async (event) => {
  const file = event.target.files[0];
  event.target.value = '';
  if (!file) return;
  let body;
  try { body = JSON.parse(await file.text()); } catch { return say('恢复 ' + file.name + ' → 不是 JSON 文件', false); }
  if (confirm('用 ' + file.name + ' 替换本会话的全部数据？')) act('POST', '/snapshot', body, '恢复 ' + file.name);
});
hideKeyBox();
refresh();
setInterval(refresh, 3000);
`;

export const CONTROL_PANEL_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mock 控制面板</title>
<style>${STYLE}</style></head><body>
<header><h1>Mock 控制面板</h1><span id="clock"></span>
<button data-advance="60000">+1 分钟</button><button data-advance="1800000">+30 分钟</button><button data-advance="86400000">+1 天</button>
<span id="clockwarn"></span>
<button data-new-user>新建用户并登录</button><button data-reset>重置</button>
<button class="ghost" data-forget-key>忘记密钥</button><span id="keystate" class="muted"></span>
<form id="sessionform"><span id="mocksession"></span> <input id="sessioninput" size="10" placeholder="会话名" aria-label="会话名"> <button class="ghost">进入会话</button></form>
<span id="msg" role="status" aria-live="polite"></span></header>
<main>
<section id="keybox" hidden><h2>需要管理密钥</h2><p id="keyreason"></p>
<form id="keyform"><input id="keyinput" type="password" autocomplete="current-password" placeholder="MOCK_ADMIN_KEY" aria-label="管理密钥">
<button class="primary">使用密钥</button></form>
<p class="muted">密钥只保存在本标签页（sessionStorage），随每个请求以请求头 ${MOCK_ADMIN_HEADER} 发送；关闭标签页即忘记。</p></section>
<section><h2>一键演示场景</h2><div id="scenarios" class="scenarios"></div>
<p class="muted">每个场景新建一个用户，并在新标签页以该用户打开应用（一次性登录链接）；「支付繁忙」会让下单一直回复 code 2，直到清除强制回复。</p>
<div id="session"></div></section>
<section><h2>状态快照</h2><button class="primary" data-save-snapshot>保存当前状态</button>
<label>恢复：<input id="restorefile" type="file" accept=".json,application/json"></label>
<p class="muted">保存本会话的全部数据（用户、简历、上传文件、订单、时钟、强制回复、故障配置）为一个 JSON 文件；恢复时用文件替换本会话的数据，文件有误时什么都不改变。</p></section>
<section><h2>最近用户</h2><p class="muted">最近登录的在前。<b>以此用户登录</b>：应用里正在显示的登录二维码由这个用户确认，应用随即以同一个账号登录（先在应用里点「登录」）。<b>登录此浏览器</b>：在新标签页以这个用户打开应用。</p>
<div class="scroll"><table id="users"></table></div></section>
<section><h2>强制回复</h2>
<form id="forceform"><label class="field">路径 <input id="fpath" value="/api/cv/download" size="24"></label>
<label class="field">code <input id="fcode" value="5" size="4" inputmode="numeric"></label>
<label class="field">次数 <input id="ftimes" placeholder="不限" size="4" inputmode="numeric"></label>
<label class="field">延迟 ms <input id="fdelay" value="0" size="6" inputmode="numeric"></label>
<label class="field">msg <input id="fmsg" size="16"></label>
<button class="primary">设置</button><button type="button" data-clear-force>全部清除</button></form>
<div class="scroll"><table id="forced"></table></div>
<p class="muted">单次请求：请求头 <code>x-mock-code: N</code>、<code>x-mock-delay: ms</code> 或查询参数 <code>?__code=N</code>。从其他设备或经过代理时要同时带 <code>${MOCK_ADMIN_HEADER}</code>，否则被忽略，回复头 <code>x-mock-ignored</code> 说明原因。</p></section>
<section><h2>故障注入（可复现：同一 seed 同一序列）</h2>
<div id="presets" class="scenarios"></div>
<p class="muted">弱网：所有接口变慢（对数正态，中位 600 ms），5% 回复 HTTP 504；支付故障：支付接口 70% 回复 code 2；服务抖动：10% 回复 HTTP 500/502/503，延迟 20-300 ms。一键切换（替换现有配置）。</p>
<form id="chaosform"><label class="field">名称 <input id="cname" value="panel" size="8"></label>
<label class="field">路径 <input id="cpath" value="/api/*" size="18"></label>
<label class="field">seed <input id="cseed" placeholder="1" size="4" inputmode="numeric"></label>
<label class="field">错误率 <input id="crate" placeholder="0-1" size="4" inputmode="decimal"></label>
<label class="field">code <input id="ccode" placeholder="2" size="4" inputmode="numeric"></label>
<label class="field">或 HTTP <input id="cstatus" placeholder="500,503" size="7"></label>
<label class="field">延迟 <select id="ckind"><option value="">无</option><option value="fixed">固定</option><option value="uniform">均匀</option><option value="lognormal">对数正态</option></select></label>
<label class="field">ms / 中位数 <input id="cms" size="5" inputmode="numeric"></label>
<label class="field">最小 <input id="cmin" size="5" inputmode="numeric"></label>
<label class="field">最大 <input id="cmax" size="5" inputmode="numeric"></label>
<label class="field">σ <input id="csigma" size="4" inputmode="decimal"></label>
<label class="field">上限 <input id="ccap" size="5" inputmode="numeric"></label>
<label class="field">每分钟上限（429）<input id="cbudget" size="4" inputmode="numeric"></label>
<label class="field">断开率 <input id="creset" size="4" inputmode="decimal"></label>
<label class="field">截断率 <input id="ctrunc" size="4" inputmode="decimal"></label>
<label class="field"><input id="chold" type="checkbox"> 挂起，等待放行</label>
<button class="primary">设置</button></form>
<div class="scroll"><table id="chaos"></table></div>
<h2>挂起的回复 <button type="button" data-release-all>全部放行</button></h2>
<div class="scroll"><table id="held"></table></div>
<p class="muted">每个被注入故障的回复在请求日志里标明配置与故障。</p></section>
<section><h2>登录二维码</h2><div class="scroll"><table id="tickets"></table></div></section>
<section><h2>订单</h2><div class="scroll"><table id="orders"></table></div></section>
<section><h2>请求日志</h2><div class="scroll"><table id="journal"></table></div><p id="explain" hidden></p></section>
<section><h2>契约覆盖率（/api：接口 × code × 回复字段）</h2><div class="scroll"><table id="coverage"></table></div></section>
<section><h2>契约偏差（上游模式 MOCK_UPSTREAM，按严重程度与接口分组）</h2><p id="upstream" class="muted"></p><div class="scroll"><table id="drift"></table></div></section>
</main>
<script>${SCRIPT}</script></body></html>`;
