// The size My resumes draws a card's page 1 at, shared by the app (use-own-first-page.ts) and index.html's loader
// (build/route-preload.ts), which draws the first card's picture before the scripts have run.

/** CSS pixels wide of a card's picture on a desktop grid (a phone's single column shows it up to ~390 px). */
export const CARD_PICTURE_CSS_WIDTH = 240;
/** Device pixels wide it is drawn at (2x). */
export const CARD_PICTURE_PX = CARD_PICTURE_CSS_WIDTH * 2;

/** What the loader leaves in window.__cvFirstPicture for the app: the first card's picture, drawn or being drawn. */
export interface EarlyFirstPicture {
  cid: string;
  template: string;
  /** The list's updated_at of that resume when it was drawn. */
  updated_at: string;
  /** The picture (a WebP data: URL, as lib/resume-thumbnail keeps it); null when the loader did not draw it (cached, or failed). */
  picture: Promise<{ image: string } | null>;
}
