/** GET /__mock: a small control panel over the /__mock JSON API (tickets, orders, users, forced codes, journal, drift). */
export const CONTROL_PANEL_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mock 控制面板</title>
<style>
body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f6f7;color:#1f2329;font-size:14px}
header{background:#1f2329;color:#fff;padding:12px 20px;display:flex;gap:12px;align-items:center;flex-wrap:wrap}
header h1{font-size:16px;margin:0 12px 0 0}main{padding:16px 20px;display:grid;gap:16px}
section{background:#fff;border-radius:8px;padding:12px 16px;overflow:auto}h2{font-size:15px;margin:4px 0 10px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:4px 8px;text-align:left;white-space:nowrap}
button{cursor:pointer;border:1px solid #c9cdd4;background:#fff;border-radius:4px;padding:3px 8px;margin-right:4px}
header button{background:#3370ff;color:#fff;border:0}input,select{padding:3px 6px;border:1px solid #c9cdd4;border-radius:4px}
#msg{margin-left:auto;color:#ffd666}code{font-size:12px}
</style></head><body>
<header><h1>Mock 控制面板</h1><span id="clock"></span>
<button onclick="call('POST','/__mock/clock/advance',{ms:60000})">时钟 +1 分钟</button>
<button onclick="call('POST','/__mock/clock/advance',{ms:1800000})">+30 分钟</button>
<button onclick="call('POST','/__mock/clock/advance',{ms:86400000})">+1 天</button>
<button onclick="login()">新建用户并登录</button>
<button onclick="confirm('清空全部数据并重新播种？')&&call('POST','/__mock/reset')">重置</button>
<span id="msg"></span></header>
<main>
<section><h2>强制回复</h2>
<form onsubmit="event.preventDefault();force()">路径 <input id="fpath" value="/api/cv/download" size="26">
code <input id="fcode" value="5" size="4"> 次数 <input id="ftimes" placeholder="不限" size="4">
延迟 ms <input id="fdelay" value="0" size="6"> msg <input id="fmsg" size="20"> <button>设置</button>
<button type="button" onclick="call('DELETE','/__mock/force')">全部清除</button></form>
<table id="forced"></table><p>单次请求：请求头 <code>x-mock-code: N</code>、<code>x-mock-delay: ms</code> 或查询参数 <code>?__code=N</code>。</p></section>
<section><h2>登录二维码</h2><table id="tickets"></table></section>
<section><h2>订单</h2><table id="orders"></table></section>
<section><h2>用户</h2><table id="users"></table></section>
<section><h2>请求日志</h2><table id="journal"></table></section>
<section><h2>契约偏差（上游模式 MOCK_UPSTREAM）</h2><p id="upstream"></p><table id="drift"></table></section>
</main>
<script>
const esc=s=>String(s??'').replace(/[&<>"']/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c]));
async function call(method,url,body){
  const res=await fetch(url,{method,headers:body?{'content-type':'application/json'}:{},body:body?JSON.stringify(body):undefined});
  const env=await res.json().catch(()=>({code:-1,msg:'HTTP '+res.status}));
  document.getElementById('msg').textContent=(env.code===0?'✓ ':'✗ ')+method+' '+url+(env.code===0?'':' → '+env.code+' '+env.msg);
  refresh();return env;
}
async function login(){const env=await call('POST','/__mock/login',{});if(env.code===0)prompt('token（复制到 sessionStorage.token）',env.data.token);}
function force(){const v=id=>document.getElementById(id).value.trim();const body={path:v('fpath'),code:Number(v('fcode'))};
  if(v('ftimes'))body.times=Number(v('ftimes'));if(Number(v('fdelay')))body.delay_ms=Number(v('fdelay'));if(v('fmsg'))body.msg=v('fmsg');call('POST','/__mock/force',body);}
function table(id,head,rows){document.getElementById(id).innerHTML='<tr>'+head.map(h=>'<th>'+h+'</th>').join('')+'</tr>'+rows.join('');}
async function refresh(){
  const [state,journal]=await Promise.all([fetch('/__mock/state').then(r=>r.json()),fetch('/__mock/journal?limit=30').then(r=>r.json())]);
  if(state.code!==0)return;const s=state.data;
  document.getElementById('clock').textContent='模拟时间 '+new Date(s.clock.now).toLocaleString('zh-CN');
  table('forced',['路径','code','剩余','延迟','msg'],s.forced.map(f=>'<tr><td>'+esc(f.path)+'</td><td>'+f.code+'</td><td>'+(f.remaining??'不限')+'</td><td>'+f.delayMs+'</td><td>'+esc(f.msg)+'</td></tr>'));
  table('tickets',['ticket','状态','过期','操作'],s.tickets.map(t=>'<tr><td><code>'+esc(t.ticket)+'</code></td><td>'+t.state+'</td><td>'+new Date(t.expires_at).toLocaleTimeString('zh-CN')+'</td><td>'+
    ['scan','confirm','cancel'].map(a=>'<button onclick="call(\\'POST\\',\\'/__mock/qr/'+esc(t.ticket)+'/'+a+'\\',{})">'+a+'</button>').join('')+' <a href="/mock/scan/'+esc(t.ticket)+'" target="_blank">手机页</a></td></tr>'));
  table('orders',['订单号','商品','金额','状态','创建','操作'],s.orders.map(o=>'<tr><td><code>'+esc(o.out_trade_no)+'</code></td><td>'+esc(o.goods_name)+'</td><td>￥'+(o.amount/100).toFixed(2)+'</td><td>'+o.trade_state+'</td><td>'+esc(o.created_at)+'</td><td>'+
    '<button onclick="call(\\'POST\\',\\'/__mock/pay/'+esc(o.out_trade_no)+'/success\\')">支付成功</button><button onclick="call(\\'POST\\',\\'/__mock/pay/'+esc(o.out_trade_no)+'/close\\')">关闭</button> <a href="/mock/pay/'+esc(o.out_trade_no)+'" target="_blank">手机页</a></td></tr>'));
  table('users',['id','昵称','会员到期','剩余创建','剩余下载','操作'],s.users.map(u=>'<tr><td>'+u.id+'</td><td>'+esc(u.nickname)+'</td><td>'+esc(u.vip_until??'-')+'</td><td>'+(u.resumes_left??'不限')+'</td><td>'+(u.downloads_left??'不限')+'</td><td>'+
    '<button onclick="call(\\'PUT\\',\\'/__mock/users/'+u.id+'/quota\\',{resumes_left:0,downloads_left:0,vip_until:null})">清零</button><button onclick="call(\\'PUT\\',\\'/__mock/users/'+u.id+'/quota\\',{resumes_left:3,downloads_left:1})">恢复免费额度</button></td></tr>'));
  if(journal.code===0)table('journal',['时间','请求','HTTP','code','ms','用户'],journal.data.map(j=>'<tr><td>'+esc(j.at.slice(11,19))+'</td><td>'+esc(j.method+' '+j.url)+'</td><td>'+j.status+'</td><td>'+(j.code??'')+'</td><td>'+j.ms+'</td><td>'+(j.user_id??'')+'</td></tr>'));
}
async function refreshDrift(){const d=await fetch('/__mock/drift?limit=30').then(r=>r.json()).catch(()=>null);if(!d||d.code!==0)return;
  document.getElementById('upstream').textContent=d.data.upstream?'上游 '+d.data.upstream+'，共 '+d.data.total+' 条':'未开启（未设置 MOCK_UPSTREAM）';
  table('drift',['时间','接口','HTTP','code','位置','应为','实际'],d.data.violations.map(v=>'<tr><td>'+esc(v.at.slice(11,19))+'</td><td>'+esc(v.route)+'</td><td>'+v.status+'</td><td>'+(v.code??'')+'</td><td><code>'+esc(v.path)+'</code></td><td>'+esc(v.expected)+'</td><td><code>'+esc(v.got)+'</code></td></tr>'));}
refresh();setInterval(refresh,3000);refreshDrift();setInterval(refreshDrift,3000);
</script></body></html>`;
