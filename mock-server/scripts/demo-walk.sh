#!/usr/bin/env bash
# The acceptance walk of issue 3 with curl against a running server (npm start):
#   bash mock-server/scripts/demo-walk.sh [BASE_URL]      (default http://127.0.0.1:3000)
# JSON is read with node, so it runs wherever the project runs. Exits non-zero at the first failed step.
set -euo pipefail
BASE="${1:-${BASE_URL:-http://127.0.0.1:3000}}"
TOKEN=""
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# json <expression over `d`> : evaluates a JS expression against the JSON on stdin.
json() { node -e 'let s="";process.stdin.on("data",c=>s+=c).on("end",()=>{const d=JSON.parse(s);const v=eval(process.argv[1]);process.stdout.write(typeof v==="string"?v:JSON.stringify(v))})' "$1"; }
api() { curl -sS -X POST "$BASE$1" -H "content-type: application/json" ${TOKEN:+-H "token: $TOKEN"} -d "${2:-{\}}"; }
ok() { printf '  \033[32m✓\033[0m %s\n' "$*"; }
fail() { printf '  \033[31m✗ %s\033[0m\n' "$*"; exit 1; }
expect_code() { # expect_code <reply> <code> <label>
  local code; code="$(printf '%s' "$1" | json 'd.code')"
  [ "$code" = "$2" ] || fail "$3: expected code $2, got $1"
}

echo "demo walk against $BASE"

R="$(api /api/wxSrv/qrLogin)"; expect_code "$R" 0 qrLogin
TICKET="$(printf '%s' "$R" | json 'd.data.ticket')"; QR_URL="$(printf '%s' "$R" | json 'd.data.qr_url')"
ok "qrLogin -> ticket $TICKET, qr_url $QR_URL"

curl -sS "$BASE$QR_URL" -o "$TMP/qr.png"
[ "$(head -c 8 "$TMP/qr.png" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "qr_url is not a PNG"
ok "GET qr_url is a PNG ($(wc -c < "$TMP/qr.png") bytes)"

R="$(api /api/wxSrv/qrState "{\"ticket\":\"$TICKET\"}")"; expect_code "$R" 7 "qrState before confirm"
ok "qrState before confirmation -> 7 $(printf '%s' "$R" | json 'd.data.state')"
R="$(curl -sS -X POST "$BASE/__mock/qr/$TICKET/confirm")"; expect_code "$R" 0 "confirm"
ok "POST /__mock/qr/$TICKET/confirm"
R="$(api /api/wxSrv/qrState "{\"ticket\":\"$TICKET\"}")"; expect_code "$R" 0 "qrState after confirm"
TOKEN="$(printf '%s' "$R" | json 'd.data.token')"
ok "qrState -> 0 with a token (${#TOKEN} chars)"
R="$(api /api/wxSrv/qrState "{\"ticket\":\"$TICKET\"}")"; expect_code "$R" 8 "qrState again"
ok "qrState again -> 8 $(printf '%s' "$R" | json 'd.msg')"

PAGE=1; TEMPLATE=""
while :; do
  R="$(api /api/template/list "{\"page\":$PAGE,\"size\":12,\"device\":\"PC\"}")"; expect_code "$R" 0 "template/list page $PAGE"
  CUR="$(printf '%s' "$R" | json 'd.data.cur_page')"; TOTAL="$(printf '%s' "$R" | json 'd.data.total_page')"
  COUNT="$(printf '%s' "$R" | json 'd.data.templates.length')"
  [ -n "$TEMPLATE" ] || TEMPLATE="$(printf '%s' "$R" | json 'd.data.templates[0].id')"
  ok "template/list page $PAGE -> cur_page $CUR / total_page $TOTAL, $COUNT templates"
  [ "$CUR" = "$TOTAL" ] && break
  PAGE=$((PAGE + 1))
done

R="$(api /api/cv/new "{\"template\":\"$TEMPLATE\"}")"; expect_code "$R" 0 "cv/new"
CID="$(printf '%s' "$R" | json 'd.data.cid')"
ok "cv/new ($TEMPLATE) -> cid $CID"

R="$(api /api/personal/save "{\"cid\":\"$CID\",\"name\":\"张三\",\"wish\":\"前端工程师\",\"exps\":\"3-5年\",\"phone\":\"13800138000\",\"avatar\":\"\",\"avatar_url\":\"\",\"email\":\"zhangsan@example.com\",\"birthday\":\"1996-05-20\",\"gender\":1}")"
expect_code "$R" 0 "personal/save"; ok "personal/save 张三 / 前端工程师 / 3-5年"

N=1
while :; do
  N=$((N + 1))
  R="$(api /api/module/save "{\"cid\":\"$CID\",\"name\":\"自定义模块$N\",\"alias\":\"自定义模块$N\",\"content\":\"[{\\\"title\\\":\\\"条目$N\\\",\\\"desc\\\":\\\"内容\\\"}]\",\"style\":\"custom\",\"sort\":$N,\"custom\":1}")"
  CODE="$(printf '%s' "$R" | json 'd.code')"
  if [ "$CODE" = 4 ]; then ok "module/save #$N -> 4 $(printf '%s' "$R" | json 'd.msg')"; break; fi
  [ "$CODE" = 0 ] || fail "module/save #$N: $R"
  [ $N -le 9 ] || fail "module/save never answered 4"
done
ok "module/save accepted modules 2..$((N - 1)) (8 with the default education module)"

R="$(api /api/cv/get "{\"cid\":\"$CID\"}")"; expect_code "$R" 0 "cv/get"
FIRST="$(printf '%s' "$R" | json 'd.data.modules[0].style + " " + d.data.modules[0].name + ", " + d.data.modules.length + " modules"')"
case "$FIRST" in edu*) ok "cv/get -> first module: $FIRST" ;; *) fail "cv/get: education is not first: $FIRST" ;; esac

R="$(api /api/cv/preview "{\"cid\":\"$CID\",\"template\":\"$TEMPLATE\",\"device\":\"PC\",\"color\":\"\"}")"; expect_code "$R" 0 "cv/preview"
MAGIC="$(printf '%s' "$R" | json 'Buffer.from(d.data.pdf_base64,"base64").subarray(0,5).toString()')"
[ "$MAGIC" = "%PDF-" ] || fail "preview does not decode to %PDF"
ok "cv/preview -> pdf_base64 decodes to $MAGIC ($(printf '%s' "$R" | json 'Buffer.from(d.data.pdf_base64,"base64").length') bytes)"

R="$(api /api/cv/download "{\"cid\":\"$CID\"}")"; expect_code "$R" 0 "cv/download"
URL="$(printf '%s' "$R" | json 'd.data.url')"; NAME="$(printf '%s' "$R" | json 'd.data.name')"
ok "cv/download -> url $URL, name $NAME"
curl -sS -D "$TMP/headers" "$BASE$URL" -o "$TMP/resume.pdf"
[ "$(head -c 5 "$TMP/resume.pdf")" = "%PDF-" ] || fail "download url does not serve a PDF"
ok "GET url -> PDF, $(wc -c < "$TMP/resume.pdf") bytes, $(grep -i '^content-disposition' "$TMP/headers" | tr -d '\r' | cut -c1-60)..."

# Past the 3-second repeat window (code 11) on the mock clock, so the quota rule is what answers.
curl -sS -X POST "$BASE/__mock/clock/advance" -H "content-type: application/json" -d '{"ms":3001}' > /dev/null
R="$(api /api/cv/download "{\"cid\":\"$CID\"}")"; expect_code "$R" 5 "second download"
ok "next download -> 5 $(printf '%s' "$R" | json 'd.msg')"

R="$(api /api/goods/list)"; expect_code "$R" 0 "goods/list"
GOODS="$(printf '%s' "$R" | json 'd.data.find(g=>g.downloads)?.id ?? d.data[0].id')"
ok "goods/list -> $(printf '%s' "$R" | json 'd.data.map(g=>g.name).join("、")')"
R="$(api /api/wxSrv/prepay "{\"goods_id\":$GOODS}")"; expect_code "$R" 0 "prepay"
NO="$(printf '%s' "$R" | json 'd.data.out_trade_no')"
ok "prepay goods $GOODS -> $NO, time_expire $(printf '%s' "$R" | json 'd.data.time_expire'), code_url $(printf '%s' "$R" | json 'd.data.code_url')"
R="$(api /api/wxSrv/queryPay "{\"out_trade_no\":\"$NO\"}")"; expect_code "$R" 0 "queryPay"
[ "$(printf '%s' "$R" | json 'd.data.trade_state')" = NOTPAY ] || fail "queryPay before paying: $R"
ok "queryPay -> NOTPAY"
R="$(curl -sS -X POST "$BASE/__mock/pay/$NO/success")"; expect_code "$R" 0 "pay success"
ok "POST /__mock/pay/$NO/success"
R="$(api /api/wxSrv/queryPay "{\"out_trade_no\":\"$NO\"}")"
[ "$(printf '%s' "$R" | json 'd.data.trade_state')" = SUCCESS ] || fail "queryPay after paying: $R"
ok "queryPay -> SUCCESS at $(printf '%s' "$R" | json 'd.data.success_time')"

R="$(api /api/cv/download "{\"cid\":\"$CID\"}")"; expect_code "$R" 0 "download after paying"
ok "download works again -> $(printf '%s' "$R" | json 'd.data.name')"

R="$(api /api/user/orders)"; expect_code "$R" 0 "user/orders"
[ "$(printf '%s' "$R" | json 'd.data[0].out_trade_no')" = "$NO" ] || fail "user/orders does not list $NO first"
ok "user/orders -> $(printf '%s' "$R" | json 'd.data.map(o=>o.goods_name+" "+o.trade_state).join(", ")')"

# The same account again: a new login QR code confirmed through the control API as this existing user.
me() { curl -sS "$BASE/api/user" -H "token: $TOKEN"; }
USER_ID="$(me | json 'd.data.id')"
R="$(api /api/wxSrv/qrLogin)"; TICKET2="$(printf '%s' "$R" | json 'd.data.ticket')"
R="$(curl -sS -X POST "$BASE/__mock/qr/$TICKET2/confirm" -H "content-type: application/json" -d "{\"user_id\":$USER_ID}")"
expect_code "$R" 0 "confirm as user $USER_ID"
TOKEN="$(api /api/wxSrv/qrState "{\"ticket\":\"$TICKET2\"}" | json 'd.data.token')"
[ "$(me | json 'd.data.id')" = "$USER_ID" ] || fail "the new login is not user $USER_ID"
R="$(api /api/user/orders)"; [ "$(printf '%s' "$R" | json 'd.data[0].out_trade_no')" = "$NO" ] || fail "orders of the same user"
ok "POST /__mock/qr/$TICKET2/confirm {user_id: $USER_ID} -> logged in as the same user again (its order $NO listed)"
echo "demo walk passed"
