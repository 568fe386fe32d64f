/** The PDF engine entry point: createPdfRenderer() returns the renderer the API uses. */
import { getFaces, renderResume } from './render.ts';
import type { PdfRenderer } from './types.ts';

export type { PdfRenderer, RenderOptions, ResumeDocument } from './types.ts';
export { FIXED_DATE, NAME_PLACEHOLDER } from './render.ts';

/**
 * Creates the renderer. Fonts are loaded once per process (the first call pays ~100 ms reading the two
 * TTF files); every renderer and every document reuses the same fontkit objects.
 */
export function createPdfRenderer(): PdfRenderer {
  getFaces();
  return { render: renderResume };
}
