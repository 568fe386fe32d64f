// index.html for a fast first screen on slow phones:
// - the entry stylesheet (a few KB) is inlined: the first paint (index.html's static shell) needs no other request;
// - the entry script and its imports are requested by an inline loader right after that first paint, so the
//   shell is never held back by JavaScript being fetched or run;
// - the loader also requests the current route's lazy chunk, its static imports and its CSS at the same time
//   (<link rel="modulepreload"> / <link rel="preload" as="style">) instead of after the entry has run: one
//   round trip less before the page itself.
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { TOKEN_HEADER, TOKEN_STORAGE_KEY } from '@cv/contract/constants';
import { CARD_PICTURE_PX } from '../src/lib/pdf/card-picture.ts';
import {
  cardPreviewRequest,
  earlyCall,
  resumeListRequest,
  templatePageRequest,
  userRequest,
} from '../src/lib/api/first-screen-requests.ts';

/** The route whose page uses no antd: neither antd's context nor its styles are loaded for it. */
const HOME = 'home';

/** Path pattern (as in router.tsx) → the route module under src/app/routes. */
const ROUTES: [RegExp, string][] = [
  [/^\/$/, HOME],
  [/^\/resume-templates\/?$/, 'resume-templates'],
  [/^\/my-resumes\/?$/, 'my-resumes'],
  [/^\/edit\/[^/]+\/?$/, 'edit'],
  [/^\/payment\/?$/, 'payment'],
  [/^\/payment\/[^/]+\/?$/, 'payment-result'],
  [/^\/ai\/?$/, 'ai'],
];

/**
 * The calls the loader sends early, from the same builders as RTK Query's endpoints: early-fetch.ts hands a response
 * only to a byte-identical request (test/first-screen-requests.test.ts replays them through RTK Query).
 */
export const EARLY_CALLS = {
  user: earlyCall(userRequest()),
  templates: earlyCall(templatePageRequest('template', 1)),
  resumes: earlyCall(resumeListRequest(1)),
  /** Method and path only: the loader fills in the first card's cid and template (cardPreviewBody). */
  preview: earlyCall(cardPreviewRequest('', '')),
};

/**
 * Whether the picture the browser keeps (`v`, IndexedDB's value) is current for the list item `item`, as the
 * loader writes it: lib/resume-thumbnail's isCurrentThumbnail (a test compares the two), plus the value's shape.
 */
export function keptIsCurrent(v: string, item: string): string {
  return (
    `(!!${v}&&typeof ${v}.image==='string'&&typeof ${v}.stamp==='string'&&${v}.template===${item}.template&&` +
    `(${v}.stamp.indexOf('list:')!==0||${v}.stamp==='list:'+${item}.updated_at))`
  );
}

/**
 * The body of the first card's cv/preview as the loader writes it (an expression over `cid` and `template`): the
 * body of cardPreviewRequest with them put in by JSON.stringify in the page, byte for byte what the card's hook sends.
 */
export function cardPreviewBody(cid: string, template: string): string {
  const CID = '\u0001cid';
  const TEMPLATE = '\u0001template';
  const call = earlyCall(cardPreviewRequest(CID, TEMPLATE));
  const [head, rest] = call.body.split(JSON.stringify(CID));
  const [middle, tail] = (rest ?? '').split(JSON.stringify(TEMPLATE));
  if (head === undefined || rest === undefined || middle === undefined || tail === undefined)
    throw new Error('route-preload: cv/preview body without cid or template');
  return [head, `+JSON.stringify(${cid})+`, middle, `+JSON.stringify(${template})+`, tail]
    .map((part, i) => (i % 2 === 0 ? JSON.stringify(part) : part))
    .join('');
}

/** The loader's call of one early request: q(method, path, body, ...rest). */
const callOf = (c: (typeof EARLY_CALLS)[keyof typeof EARLY_CALLS], ...rest: string[]) =>
  `q(${[c.method, c.path, ...(c.body ? [c.body] : [])].map((s) => JSON.stringify(s)).join(',')}${rest.map((r) => `,${r}`).join('')})`;

/** How long the scripts wait for the first card's picture after the first paint, at most. */
const PICTURE_WAIT_MS = 1200;

function filesOf(bundle: OutputBundle, chunk: OutputChunk, seen: Set<string>, initial: Set<string>): void {
  if (seen.has(chunk.fileName) || initial.has(chunk.fileName)) return;
  seen.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) if (!initial.has(css)) seen.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') filesOf(bundle, next, seen, initial);
  }
}

export function routePreload(): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        // What index.html loads anyway: the entry and its static imports.
        const initial = new Set<string>();
        const entry = chunks.find((c) => c.isEntry);
        const addInitial = (c: OutputChunk) => {
          if (initial.has(c.fileName)) return;
          initial.add(c.fileName);
          for (const css of c.viteMetadata?.importedCss ?? []) initial.add(css);
          for (const i of c.imports) {
            const next = bundle[i];
            if (next?.type === 'chunk') addInitial(next);
          }
        };
        if (entry) addInitial(entry);
        const table: [string, string[]][] = [];
        const chunkOf = (name: string) =>
          chunks.find((c) => c.facadeModuleId && path.basename(c.facadeModuleId).replace(/\.tsx?$/, '') === name);
        // antd's context, which the router loads with every route but home (src/components/antd-root.tsx).
        const antdRoot = chunkOf('antd-root');
        for (const [pattern, name] of ROUTES) {
          const chunk = chunkOf(name);
          if (!chunk) continue;
          const files = new Set<string>();
          filesOf(bundle, chunk, files, initial);
          if (antdRoot && name !== HOME) filesOf(bundle, antdRoot, files, initial);
          table.push([pattern.source, [...files]]);
        }
        // Take Vite's entry <script>, its modulepreloads and its stylesheet out of the HTML.
        let entrySrc = '';
        const entryImports: string[] = [];
        let css = '';
        let out = html.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
          entrySrc = src;
          return '';
        });
        out = out.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
          entryImports.push(href);
          return '';
        });
        out = out.replace(/\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (tag, href: string) => {
          const asset = bundle[href];
          if (asset?.type !== 'asset') return tag;
          css += String(asset.source);
          return '';
        });
        if (!entrySrc) throw new Error('route-preload: no entry script in index.html');
        // antd's pre-generated styles (build/antd-styles-plugin.ts), first in <head>: requested with the entry, after
        // the first paint, so neither their download nor their parsing holds back the static shell. Not on home,
        // which draws no antd: its address is left in window.__cvAntdCss for src/lib/antd-styles.ts to add the file
        // when the visitor goes on to a page that does.
        const antdCss = Object.keys(bundle).find((f) => /^assets\/antd-[\w-]+\.css$/.test(f));
        const antdLink = antdCss
          ? `window.__cvAntdCss=${JSON.stringify(`/${antdCss}`)};if(!/^\\/$/.test(p)){` +
            `var a=document.createElement('link');a.rel='stylesheet';a.href=window.__cvAntdCss;` +
            `a.setAttribute('data-antd-styles','');h.insertBefore(a,h.firstChild)}`
          : '';
        // Early data (src/lib/api/early-fetch.ts hands each response to RTK Query's first identical request): the
        // calls the measured first screens make, sent before the scripts have even arrived; as soon as the list names
        // the pictures at the top of the screen, a preload with high priority for the first and, while the static
        // shell is up, the first cards drawn in it (what the app will draw in the same place).
        // My resumes: the first card's page 1 is the page's largest paint. As soon as the list names that resume (with
        // content to draw), the loader shows it in the static shell as /resume-templates shows its first picture: the
        // picture this browser keeps for it (IndexedDB 'cv-preview'/'pdf', ['thumbnail', cid], as lib/resume-thumbnail
        // and the card's hook read it) when it is of this version, else page 1 of its cv/preview drawn by the
        // thumbnail worker (pdf.js, lib/pdf/thumbnail-worker.ts; its message is a ThumbnailRequest) - both started
        // at once, in parallel with nothing else, while the scripts wait (at most PICTURE_WAIT_MS after the first
        // paint). The app takes the picture and the worker from window.__cvFirstPicture / __cvThumbWorker
        // (use-own-first-page.ts, lib/pdf/thumbnail.ts) instead of asking again.
        const thumbnailWorker = Object.keys(bundle).find((f) => /^assets\/thumbnail-worker-[\w-]+\.js$/.test(f));
        const OC = `typeof OffscreenCanvas!=='undefined'&&'convertToBlob' in OffscreenCanvas.prototype&&typeof Worker!=='undefined'`;
        const firstPicture = thumbnailWorker
          ? `var OC=${OC};` +
            // The shell's first card shows `src` (it replaces the neutral page cards() put there); the scripts are
            // requested once it is painted (the frame after it has loaded), so they do not share its first frame.
            `function show(src){var g=document.getElementById('shell-grid'),li=g&&g.firstChild;if(!li)return go();` +
            `var im=document.createElement('img');im.onload=im.onerror=function(){requestAnimationFrame(function(){setTimeout(go,0)})};` +
            `im.src=src;im.alt='';im.width=400;im.height=566;li.replaceChild(im,li.firstChild)}` +
            `function kept(x){return new Promise(function(ok){try{var r=indexedDB.open('cv-preview');` +
            `r.onupgradeneeded=function(){r.result.createObjectStore('pdf')};r.onerror=function(){ok(null)};` +
            `r.onsuccess=function(){var db=r.result;try{var g=db.transaction('pdf','readonly').objectStore('pdf').get(['thumbnail',x.cid]);` +
            `g.onsuccess=function(){var v=g.result;db.close();ok(${keptIsCurrent('v', 'x')}?v.image:null)};g.onerror=function(){db.close();ok(null)}}` +
            `catch(e){db.close();ok(null)}}}catch(e){ok(null)}})}` +
            `function b64(s){var d=atob(s),a=new Uint8Array(d.length);for(var i=0;i<d.length;i++)a[i]=d.charCodeAt(i);return a}` +
            // The worker starts with the list request (tw(), below): pdf.js's download and parsing are the longest part.
            `var TW=null,TF=0;function tw(){if(!TW){TW=window.__cvThumbWorker=new Worker(${JSON.stringify(`/${thumbnailWorker}`)},{type:'module',name:'thumbnail'});` +
            `TW.addEventListener('error',function(){TF=1;if(window.__cvThumbWorker===TW)delete window.__cvThumbWorker})}return TW}` +
            `function drawn(x){var hd={'content-type':'application/json'};hd[${JSON.stringify(TOKEN_HEADER)}]=k;var w=tw();` +
            `return new Promise(function(ok){if(TF)return ok(null);w.addEventListener('error',function(){ok(null)});` +
            `w.addEventListener('message',function(e){if(!e.data||e.data.id!==0)return;if(!e.data.image)return ok(null);` +
            `var f=new FileReader();f.onload=function(){ok({image:String(f.result)})};f.onerror=function(){ok(null)};f.readAsDataURL(e.data.image)});` +
            `fetch(${JSON.stringify(EARLY_CALLS.preview.path)},{method:${JSON.stringify(EARLY_CALLS.preview.method)},headers:hd,body:${cardPreviewBody('x.cid', 'x.template')}})` +
            `.then(function(r){return r.json()}).then(function(j){if(!j||j.code!==0||!j.data||!j.data.pdf_base64)return ok(null);` +
            `var pdf=b64(j.data.pdf_base64);w.postMessage({id:0,pdf:pdf,width:${CARD_PICTURE_PX}},[pdf.buffer])}).catch(function(){ok(null)})})}` +
            `function fp(x){if(!x||!x.personal||!(x.personal.name||x.personal.wish)||!OC)return go();` +
            `window.__cvFirstPicture={cid:x.cid,template:x.template,updated_at:x.updated_at,picture:kept(x).then(function(c){` +
            `if(c){show(c);return null}return drawn(x).then(function(p){if(p)show(p.image);else go();return p})}).catch(function(){go();return null})}}`
          : `var OC=false;function tw(){}function fp(){go()}`;
        const early =
          `var E=window.__cvEarly={},k=null,W=0;${firstPicture}try{k=sessionStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})}catch(e){}` +
          `function q(m,u,b,pick,pic){var hd={};if(b)hd['content-type']='application/json';if(k)hd[${JSON.stringify(TOKEN_HEADER)}]=k;` +
          `if(pic)W=1;` +
          `E[m+' '+u+' '+(b||'')]={token:k,response:fetch(u,{method:m,headers:hd,body:b}).then(function(r){` +
          `if(!pick)return r;if(!r.ok){go();return r}` +
          `r.clone().json().then(function(j){var c=j&&j.code===0&&pick(j.data);if(c&&c[0]&&pic){if(c[0].thumbnail){var l=document.createElement('link');` +
          `l.rel='preload';l.as='image';l.href=c[0].thumbnail;l.setAttribute('fetchpriority','high');l.onload=l.onerror=go;` +
          // (My resumes' first picture calls go() itself: fp)
          `h.appendChild(l)}cards(c)}else{if(c)cards(c);go()}}).catch(go);return r},function(e){if(pick)go();throw e})}}` +
          // While the static shell is still up (the app has not rendered yet), it shows the first cards: the templates'
          // pictures, or for My resumes a neutral page with the person's name and 求职意向 (as the app draws it before
          // page 1 of their own PDF is there: never the template's sample person).
          `function cards(c){var g=document.getElementById('shell-grid');if(!g)return;c.slice(0,6).forEach(function(x,i){` +
          `var li=document.createElement('li'),d=document.createElement('div'),im;` +
          `if(x.thumbnail){im=document.createElement('img');if(i>0)im.loading='lazy';im.src=x.thumbnail;im.alt='';im.width=400;im.height=566}` +
          `else{im=document.createElement('p');im.className='s-neutral';im.textContent=x.who}` +
          `d.textContent=x.name||x.title||'';li.appendChild(im);li.appendChild(d);g.appendChild(li)})}` +
          `if(k)${callOf(EARLY_CALLS.user)};` +
          `if(/^\\/resume-templates\\/?$/.test(p)&&!/[?&]tab=style/.test(location.search))` +
          `${callOf(EARLY_CALLS.templates, 'function(d){return d.templates}', '1')};` +
          `if(/^\\/my-resumes\\/?$/.test(p)&&k){if(OC)tw();${callOf(
            EARLY_CALLS.resumes,
            `function(d){fp(d[0]);return d.map(function(x){return{title:x.title,who:(x.personal.name||'未填写姓名')+' '+(x.personal.wish||'')}})}`,
            'OC',
          )}}`;
        // The scripts wait for the first card's picture on /resume-templates, whose first screen is a list of pictures (at most
        // PICTURE_WAIT_MS after the first paint): on a slow connection the picture then loads alone instead of sharing
        // the bandwidth with ~300 KB of scripts. Lighthouse mobile, median of 3 at load 0.8: /my-resumes LCP 3236 -> 1212 ms
        // (score 91 -> 98), /resume-templates LCP 1203 -> 959 ms.
        const loader =
          `(function(){var t=${JSON.stringify(table)},p=location.pathname,h=document.head,S=0;` +
          `function go(){if(S)return;S=1;start()}${early}` +
          `function add(f,css){var l=document.createElement('link');if(css){l.rel='preload';l.as='style'}` +
          `else{l.rel='modulepreload'}l.crossOrigin='';l.href=f;h.appendChild(l)}` +
          `function start(){${antdLink}var s=document.createElement('script');s.type='module';s.crossOrigin='';` +
          `s.src=${JSON.stringify(entrySrc)};h.appendChild(s);${JSON.stringify(entryImports)}.forEach(function(f){add(f)});` +
          `for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){` +
          `add('/'+f,/\\.css$/.test(f))});break}}` +
          // After the first frame is painted (rAF runs before it, the timeout after it); hidden tabs never paint.
          `function painted(){if(W)setTimeout(go,${PICTURE_WAIT_MS});else go()}` +
          `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(painted,0)})})()`;
        return {
          html: out,
          tags: [
            { tag: 'style', children: css, injectTo: 'head' },
            { tag: 'script', children: loader, injectTo: 'body' },
          ],
        };
      },
    },
  };
}
