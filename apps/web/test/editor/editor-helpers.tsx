// Helpers of the editor tests: resumes made through the real API, the request journal, and rendering /edit/:cid.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { FullResume, Module } from '@cv/contract';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { emptyPersonal } from '@cv/contract/new-resume';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { setupStore } from '@/app/store';
import { setServerOrigin } from '@/lib/server-url';
import { API, call, control, loginAs, NAVIGATION_TIMEOUT } from '../helpers';

export const TEMPLATE = 'classic-2f5496';

export interface JournalEntry {
  method: string;
  url: string;
  code: number | null;
  body?: unknown;
}

let mark = 0;

/** Forgets the requests so far: journal() then lists only later ones. */
export async function markJournal(): Promise<void> {
  mark = (await control<JournalEntry[]>('GET', '/journal?limit=500')).length;
}

/** Requests the server saw since markJournal(), oldest first, optionally only those of one path. */
export async function journal(path?: string): Promise<JournalEntry[]> {
  const entries = await control<JournalEntry[]>('GET', '/journal?limit=500');
  const oldestFirst = entries.slice().reverse().slice(mark);
  return path ? oldestFirst.filter((e) => e.url.split('?')[0] === path) : oldestFirst;
}

/** The JSON body of a journal entry (a JSON string, or already parsed, depending on the mock's version). */
export function bodyOf<T = Record<string, unknown>>(entry: JournalEntry | undefined): T {
  let body: unknown = entry?.body ?? {};
  while (typeof body === 'string') body = JSON.parse(body);
  return body as T;
}

export async function ok<T>(promise: Promise<{ code: number; data: T; msg: string }>): Promise<T> {
  const envelope = await promise;
  if (envelope.code !== 0) throw new Error(`expected code 0, got ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A logged-in user with a resume; modules given as [style, entries] are added after the default education. */
export async function resumeWith(
  modules: [style: Module['style'], entries: Record<string, string>[], alias?: string][] = [],
  personal: Record<string, unknown> = {},
) {
  const { token } = await loginAs('编辑器用户');
  const { cid } = await ok(call<{ cid: string }>('POST', '/api/cv/new', { template: TEMPLATE }, token));
  let sort = 2;
  for (const [style, entries, alias] of modules) {
    await ok(
      call(
        'POST',
        '/api/module/save',
        {
          cid,
          name: MODULE_STYLE_NAMES[style as keyof typeof MODULE_STYLE_NAMES],
          alias: alias ?? MODULE_STYLE_NAMES[style as keyof typeof MODULE_STYLE_NAMES],
          content: JSON.stringify(entries),
          style,
          sort: sort++,
          custom: style === 'custom' ? 1 : 0,
        },
        token,
      ),
    );
  }
  if (Object.keys(personal).length > 0) {
    await ok(call('POST', '/api/personal/save', { ...emptyPersonal(cid), ...personal }, token));
  }
  const resume = await ok(call<{ modules: Module[] }>('POST', '/api/cv/get', { cid }, token));
  await markJournal();
  return { cid, token, modules: resume.modules };
}

/** The resume as the server has it now (cv/get). */
export function serverResume(cid: string, token: string) {
  return ok(call<FullResume>('POST', '/api/cv/get', { cid }, token));
}

export function renderEditor(cid: string, options: { fakeTimers?: boolean } = {}) {
  setServerOrigin(API);
  const store = setupStore();
  const router = createAppRouter([`/edit/${cid}`]);
  const user = options.fakeTimers
    ? userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    : userEvent.setup();
  const view = render(<App store={store} router={router} />);
  return { store, router, user, ...view };
}

/** The element with this aria-label (much faster than role queries over antd's large DOM). */
export function byLabel<T extends HTMLElement = HTMLElement>(label: string): T {
  const el = document.querySelector<T>(`[aria-label="${label}"]`);
  if (!el) throw new Error(`no element labelled ${label}`);
  return el;
}

export const nameInput = () => document.getElementById('personal-name') as HTMLInputElement;

export async function waitForEditor() {
  await waitFor(() => expect(nameInput()).not.toBeNull(), { timeout: NAVIGATION_TIMEOUT });
}

export const moduleTitles = () =>
  screen.getAllByTestId('module-card').map((card) => card.querySelector('h3')?.textContent ?? '');
