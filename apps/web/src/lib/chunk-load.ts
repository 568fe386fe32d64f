/**
 * Loading on-demand parts of the app (route chunks) with the failure messages of SPEC 2:
 * 'Loading chunk {id} failed' (with cause and URL), 'Loading CSS chunk {id} failed', and a timeout.
 */
import { ROUTE_LOAD_TIMEOUT_MS } from '@cv/contract/constants';

export type ChunkFailure = 'missing' | 'timeout' | 'css';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunkId: string,
    /** missing (the file did not load), timeout, or css (a stylesheet of the chunk did not load). */
    readonly type: ChunkFailure,
    /** The URL that failed (or the page being opened when the URL is unknown). */
    readonly request: string,
    options?: { cause?: unknown },
  ) {
    super(
      type === 'css'
        ? `Loading CSS chunk ${chunkId} failed.\n(${request})`
        : `Loading chunk ${chunkId} failed.\n(${type}: ${request})`,
      options,
    );
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

// Vite reports failed preloads (JS deps and stylesheets of a chunk) with this event before the import rejects.
let lastPreloadError: { error: unknown; at: number } | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', (event) => {
    lastPreloadError = { error: (event as Event & { payload?: unknown }).payload, at: Date.now() };
  });
}

const URL_PATTERN = /(https?:\/\/[^\s'")]+|\/[^\s'")]+\.(?:js|mjs|css))/;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The messages of an error and its causes, innermost first (the original failure carries the real URL). */
function messageChain(error: unknown): string[] {
  const chain: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    chain.unshift(messageOf(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** Turns whatever a failed dynamic import threw into a ChunkLoadError with the spec's message. */
export function toChunkLoadError(chunkId: string, error: unknown): ChunkLoadError {
  if (isChunkLoadError(error)) return error;
  const preload = lastPreloadError && Date.now() - lastPreloadError.at < 5000 ? lastPreloadError.error : null;
  const messages = [...messageChain(error), ...(preload ? messageChain(preload) : [])];
  const css = messages.some((m) => /\bCSS\b/i.test(m) || /\.css\b/.test(m));
  const url = messages.map((m) => m.match(URL_PATTERN)?.[0]).find(Boolean) ?? window.location.href;
  return new ChunkLoadError(chunkId, css ? 'css' : 'missing', new URL(url, window.location.href).href, {
    cause: error,
  });
}

/** Loads a chunk; gives up after the route-load timeout (120 s). */
export function loadChunk<T>(chunkId: string, load: () => Promise<T>, timeoutMs = ROUTE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(chunkId, 'timeout', window.location.href));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(chunkId, error));
      },
    );
  });
}
