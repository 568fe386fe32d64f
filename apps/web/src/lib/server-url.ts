// Where the mock/real server lives. The SPA is normally served by it (same origin); tests point it elsewhere.
import { routeEndpoints, routePaths, type RoutePathName } from '@cv/contract/paths';

let serverOrigin: string | undefined;

/** Tests (jsdom at localhost:3000, server on a free port) set the server origin; undefined = this page. */
export function setServerOrigin(origin: string | undefined): void {
  serverOrigin = origin;
}

/** Resolves a server path or URL (thumbnails, QR images, download links) against the server origin. */
export function serverUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, serverOrigin ?? window.location.href).href;
}

/** Absolute base URL of the API: RTK Query needs one under jsdom. */
export function apiBaseUrl(): string {
  return serverUrl('/api/');
}

/** The contract path of a route relative to the API base ('/api/cv/new' -> 'cv/new'). */
export function apiPath(name: RoutePathName): string {
  return routePaths[name].replace(/^\/api\//, '');
}

/** A request of a contract route: method and path from the route table; a GET sends its payload as the query. */
export function routeRequest(
  name: RoutePathName,
  payload?: unknown,
): { url: string; method: string; body?: unknown; params?: Record<string, unknown> } {
  const { method } = routeEndpoints[name];
  const request = { url: apiPath(name), method };
  if (payload === undefined) return request;
  return method === 'GET' ? { ...request, params: payload as Record<string, unknown> } : { ...request, body: payload };
}
