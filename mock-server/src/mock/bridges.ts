/**
 * Bridges from a client's test tools to createMock's fetch, each a few lines: routeToMock for Playwright's page.route
 * (a browser test with no server process) and mockPaths, the paths the mock answers. mswHandlers (MSW 2) is in
 * msw.ts, so that only a project using MSW needs it.
 */
import type { Mock } from './create-mock.ts';

/** What the mock serves: the API, the control API, generated PDFs, uploaded avatars and the phone pages. */
export const MOCK_PATHS = /^\/(api|__mock|files|uploads|mock)(\/|$)/;

/** The part of Playwright's Page and Route this bridge uses (no dependency on Playwright itself). */
interface PlaywrightRoute {
  request(): { url(): string; method(): string; headers(): Record<string, string>; postDataBuffer(): Buffer | null };
  fulfill(response: { status: number; headers: Record<string, string>; body: Buffer }): Promise<void>;
  fallback(): Promise<void>;
}
interface PlaywrightPage {
  route(url: (url: URL) => boolean, handler: (route: PlaywrightRoute) => Promise<void>): Promise<void>;
}

/** Answers the page's requests to the mock's paths (on any origin) from `mock.fetch`; everything else goes on. */
export async function routeToMock(page: PlaywrightPage, mock: Pick<Mock, 'fetch'>): Promise<void> {
  await page.route(
    (url) => MOCK_PATHS.test(url.pathname),
    async (route) => {
      const request = route.request();
      const body = request.postDataBuffer();
      const reply = await mock.fetch(
        new Request(request.url(), {
          method: request.method(),
          headers: request.headers(),
          ...(body && request.method() !== 'GET' && request.method() !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
        }),
      );
      await route.fulfill({
        status: reply.status,
        headers: Object.fromEntries(reply.headers),
        body: Buffer.from(await reply.arrayBuffer()),
      });
    },
  );
}
