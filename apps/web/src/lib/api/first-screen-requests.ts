// The requests of the first screens, built in one place: RTK Query's endpoints send them (user-api.ts,
// template-api.ts, my-resumes-api.ts), and index.html's loader (build/route-preload.ts) sends the same ones early.
// early-fetch.ts hands an early response only to a byte-identical request, so both must come from here
// (test/first-screen-requests.test.ts checks it against what RTK Query really sends).
import type { TEMPLATE_FILTERS } from '@cv/contract/constants';
import { DEVICE, TEMPLATE_PAGE_SIZE } from '@cv/contract/constants';
import { routeRequest } from '../server-url.ts';

export type TemplateKind = 'template' | 'style';

/** GET /api/user. */
export const userRequest = () => routeRequest('user');

/**
 * One page of templates or template styles (page size and device of SPEC 9), carrying every one of `tags` (the
 * gallery's filters; none: the request the early loader sends).
 */
export const templatePageRequest = (kind: TemplateKind, page: number, tags: readonly TemplateTag[] = []) =>
  routeRequest(kind === 'style' ? 'templateStyle' : 'templateList', {
    page,
    size: TEMPLATE_PAGE_SIZE,
    device: DEVICE,
    ...(tags.length ? { tags: [...tags] } : {}),
  });

/** A tag of the gallery's filters (TEMPLATE_FILTERS). */
export type TemplateTag = (typeof TEMPLATE_FILTERS)[number]['tags'][number];

/** One page of the user's resumes. */
export const resumeListRequest = (page: number) => routeRequest('cvList', { page });

/**
 * One resume's preview PDF (cv/preview), as My resumes asks for a card's page 1; the loader sends it early for the
 * first card (its picture is the page's largest paint).
 */
export const cardPreviewRequest = (cid: string, template: string) =>
  routeRequest('cvPreview', { cid, template, device: DEVICE });

/** A request as the early loader sends it and early-fetch.ts files it: method, absolute path, JSON body or ''. */
export function earlyCall(request: ReturnType<typeof routeRequest>): { method: string; path: string; body: string } {
  if (request.params) throw new Error(`early call ${request.url}: GET parameters are not supported`);
  return {
    method: request.method,
    path: `/api/${request.url}`,
    body: request.body === undefined ? '' : JSON.stringify(request.body),
  };
}
