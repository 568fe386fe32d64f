// The harness through the real import UI (npm run bench:import -- --ui, after npm run build): each file is chosen on
// 我的简历's 导入简历 in Chromium against the built SPA and the mock server, the review is left as the importer filled
// it, 创建简历 makes the resume, and what the server then holds (cv/get) is what is scored. The text the reader read
// (for "values not in the file") and its unaccounted characters come from the same reader run in Node.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEntries } from '@cv/contract/module-fields';
import { TOKEN_STORAGE_KEY } from '@cv/contract/constants';
import type { FullResume, ModuleStyle } from '@cv/contract';
import type { Browser } from 'playwright-core';
import { spawnServer } from '../../../../mock-server/bench/lib.ts';
import type { DraftEntry, ImportDraft, ImportOutcome } from '../../src/lib/resume-import/model';

const value = (v: string) => ({ value: v, refs: [] });

/** The resume the server holds, in the draft's terms the scorer reads. */
function asDraft(resume: FullResume, read: ImportDraft): ImportDraft {
  const p = resume.personal;
  return {
    ...read,
    // The edition the resume was created in, as the server holds it.
    template: resume.template,
    personal: {
      name: value(p.name),
      wish: value(p.wish),
      exps: value(p.exps) as ImportDraft['personal']['exps'],
      phone: value(p.phone),
      email: value(p.email),
      birthday: value(p.birthday.slice(0, 7)),
      gender: value(p.gender === 1 ? '男' : p.gender === 2 ? '女' : '') as ImportDraft['personal']['gender'],
    },
    modules: [...resume.modules]
      .sort((a, b) => a.sort - b.sort)
      .filter((m) => m.content !== '[]')
      .map((m) => ({
        name: value(m.name),
        style: m.style as ModuleStyle,
        custom: m.custom ? 1 : 0,
        entries: readEntries(m.style, m.content).map(
          (e) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, value(String(v))])) as DraftEntry,
        ),
      })),
  };
}

export async function throughUi(browser: Browser) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-import-ui-'));
  const server = await spawnServer('mock-server/src/server.ts', { DATA_DIR: dataDir });
  const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const reply = await fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return ((await reply.json()) as { data: T }).data;
  };
  let n = 0;
  return {
    /** The file through 导入简历 → 创建简历; `read` is the Node reader's outcome of the same file. */
    async read(file: string, name: string, read: ImportOutcome): Promise<ImportOutcome> {
      // A new user per file: its free creations are enough for one import.
      const { token } = await call<{ token: string }>('/__mock/login', { nickname: `harness-ui-${++n}` });
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(
        `sessionStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)})`,
      );
      const page = await context.newPage();
      const step = (what: string) => {
        if (process.env.IMPORT_UI_TRACE) console.error(`  [ui] ${name}: ${what}`);
      };
      try {
        step('open 我的简历');
        await page.goto(`${server.base}/my-resumes`);
        const input = page.getByTestId('import-input').first();
        await input.waitFor({ state: 'attached' });
        step('choose the file');
        await input.setInputFiles({ name, mimeType: 'application/octet-stream', buffer: readFileSync(file) });
        const create = page.getByRole('button', { name: '创建简历' });
        const refused = page.getByTestId('import-refusal');
        await Promise.race([create.waitFor({ timeout: 60_000 }), refused.waitFor({ timeout: 60_000 })]);
        if (!read.ok || !(await create.isVisible())) {
          return read.ok ? { ok: false, refusal: { reason: 'damaged', message: 'the review refused it' } } : read;
        }
        step('创建简历');
        await create.click();
        await page.waitForURL(/\/edit\/[^/?]+/, { timeout: 60_000 });
        step('in the editor');
        const cid = new URL(page.url()).pathname.split('/').pop()!;
        const resume = await call<FullResume>('/api/cv/get', { cid }, token);
        return { ok: true, draft: asDraft(resume, read.draft) };
      } finally {
        await context.close();
      }
    },
    async close() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
