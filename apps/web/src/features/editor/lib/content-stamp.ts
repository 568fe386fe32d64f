// A short hash of what a preview depends on (personal info and modules), stored with cached PDFs.
import type { Personal } from '@cv/contract';
import type { EditorModule } from './editor-module';

/** FNV-1a, 32 bits, over the UTF-16 code units: enough to tell two versions of one resume apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function contentStamp(personal: Personal | null, modules: EditorModule[]): string {
  const content = JSON.stringify([
    personal,
    modules.map((m) => [m.name, m.alias, m.style, m.sort, m.custom, m.entries]),
  ]);
  return `${fnv1a(content)}-${content.length}`;
}
