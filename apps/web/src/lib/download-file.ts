// Saves a server file under a given name: fetch it, then click an <a download> on a blob URL.
import { serverUrl } from './server-url';

export async function saveFileAs(url: string, name: string): Promise<void> {
  const absolute = serverUrl(url);
  let href = absolute;
  let revoke = false;
  try {
    const response = await fetch(absolute);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    href = URL.createObjectURL(await response.blob());
    revoke = true;
  } catch (error) {
    // The link itself still works where fetch is refused (e.g. cross-origin without CORS).
    console.warn('[download] fetch failed, falling back to the link', absolute, error);
  }
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  if (revoke) setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** Saves a file made in the browser (a long image, a Markdown document) under a name. */
export function saveBlobAs(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
