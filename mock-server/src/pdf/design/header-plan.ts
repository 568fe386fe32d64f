/** What a page-1 header variant is given and gives back (HeaderPart's plan), and the photo it may show. */
import type { Avatar } from '../avatar.ts';
import type { Pdf, StructNode, Tagger } from '../model.ts';
import type { LayoutInput } from './shared.ts';
import { drawAvatar } from './shared.ts';
import type { HeaderNodes } from './header.ts';
import type { PhotoPart } from '@cv/contract/designs';

export interface HeaderContext {
  inp: LayoutInput;
  photo: PhotoPart;
  /** The header's box: left edge, width, top. */
  x: number;
  width: number;
  top: number;
}

export interface HeaderPlan {
  /** Structure nodes in reading order. */
  nodes: StructNode[];
  /** Where the body starts on page 1. */
  bodyTop: number;
  draw(pdf: Pdf, tags: Tagger): void;
  /** The photo's node when the grid draws the photo (the sidebar header: at the top of the sidebar). */
  photo?: StructNode;
}

/** The photo's box for a photo part (none: no box). */
export function photoBox(part: PhotoPart): { w: number; h: number } | null {
  switch (part.kind) {
    case 'id':
      return { w: 72, h: 96 };
    case 'square':
      return { w: 84, h: 84 };
    case 'round':
      return { w: 92, h: 92 };
    case 'rounded':
      return { w: 82, h: 82 };
    default:
      return null;
  }
}

/** Draws the photo in its part's shape (tagged as the Figure), with a thin frame or ring as an artifact. */
export function drawPhoto(
  pdf: Pdf,
  tags: Tagger,
  node: StructNode,
  avatar: Avatar,
  part: PhotoPart,
  x: number,
  y: number,
  ring: string,
): void {
  const box = photoBox(part);
  if (!box) return;
  const { w, h } = box;
  if (part.kind === 'round') tags.art(() => pdf.circle(x + w / 2, y + h / 2, w / 2 + 3).fill(ring));
  const shape = part.kind === 'round' ? 'circle' : part.kind === 'rounded' ? 'rounded' : 'rect';
  tags.text(node, () => drawAvatar(pdf, avatar, x, y, w, h, shape));
  if (part.kind === 'id' || part.kind === 'square')
    tags.art(() => pdf.rect(x, y, w, h).lineWidth(0.6).strokeColor(ring).stroke());
}

export const photoOf = (ctx: HeaderContext) => (ctx.inp.avatar ? photoBox(ctx.photo) : null);

/** The header's nodes without the photo's when the design shows none. */
export const shown = (hn: HeaderNodes, box: unknown): StructNode[] =>
  box ? hn.all : hn.all.filter((n) => n !== hn.photo);
