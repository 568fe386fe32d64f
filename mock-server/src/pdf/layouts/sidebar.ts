/** The sidebar layout: colored left column. */
import { drawText, strokeLine } from '../draw.ts';
import { fmtMonth } from '../content.ts';
import type { Section } from '../content.ts';
import { flow } from '../flow.ts';
import type { Frame, Group, Pdf, Row, StructNode, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import { drawLead, drawTail, linkedLines, tailLines } from '../blocks.ts';
import { mix } from '../theme.ts';
import { clean, wrap } from '../text.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import { bodyStyle, drawAvatar, PAGE_H, PAGE_W, sectionGroups, titleRows } from './shared.ts';
import { accentRule, headerNodes, headerText, nameLines } from './header.ts';

export function sidebar(inp: LayoutInput): LayoutPlan {
  const { faces, theme } = inp;
  const SB = 182;
  const sx = 22;
  const sw = SB - 2 * sx;
  const mx = SB + 26;
  const mw = PAGE_W - mx - 36;
  const on: TextStyle = { face: faces.regular, size: 9.5, color: theme.onAccent };
  const onSoft: TextStyle = { face: faces.regular, size: 8.5, color: theme.onAccentSoft };

  const side: Group[] = [];
  const hn = headerNodes(inp);
  // Page 1: the photo at the top of the sidebar, the name and the position beside it at the top of the main
  // column; both columns' text starts below them (bodyTop), so that text extraction (pdftotext's default
  // mode) reads the header, then the sidebar, then the main column.
  const top = 40;
  const d = 96;
  const photoH = inp.avatar ? d + 14 : 0;
  const nm = nameLines(faces.bold, 26, 16, inp.name, mw);
  const nameRowH = nm.size * 1.4;
  const wishSt: TextStyle = { face: faces.regular, size: 12, color: theme.accentText };
  const wishLines = inp.wish ? wrap(wishSt.face, wishSt.size, inp.wish, mw) : [];
  const headTextH = nm.lines.length * nameRowH + wishLines.length * 20;
  const headH = Math.max(photoH, headTextH + 16);
  const headTextY = top + (headH - 16 - headTextH) / 2;
  const bodyTop = top + headH + 14 * inp.tight.space;

  const sideTitle = (t: string, sect: StructNode): Group => {
    const st: TextStyle = { face: faces.bold, size: 11.5, color: theme.onAccent };
    return {
      gapBefore: 8,
      keepWithNext: true,
      rows: [
        {
          h: 26,
          tag: structNode('H2', sect),
          draw: (pdf, x, y) => drawText(pdf, st, t, x, y, 22),
          deco: (pdf, x, y) => {
            strokeLine(pdf, x, y + 23, x + sw, y + 23, 0.6, mix(theme.accent, theme.onAccent, 0.5));
          },
        },
      ],
    };
  };
  if (inp.contacts.length) {
    const sect = structNode('Sect', inp.root);
    side.push(sideTitle('个人信息', sect));
    const list = structNode('L', sect);
    for (const c of inp.contacts) {
      const li = structNode('LI', list);
      side.push({
        gapBefore: 5,
        rows: [
          { h: 14, tag: structNode('Lbl', li), draw: (pdf, x, y) => drawText(pdf, onSoft, c.label, x, y, 14) },
          ...linkedLines(on, c.value, sw).map(({ line, links }) => ({
            h: 15,
            tag: structNode('LBody', li),
            links,
            draw: (pdf: Pdf, x: number, y: number) => drawText(pdf, on, line.text, x, y, 15),
          })),
        ],
      });
    }
  }
  const inSide = (s: Section): boolean => s.style === 'skill' || s.style === 'honor';
  // Levels and dates follow the text on its line (`name · level`): every sidebar line starts at the
  // sidebar's left edge, which poppler's layout analysis needs to keep the two columns apart.
  const tailed = (text: string, tail: string): Row['draw'][] =>
    tailLines(on.face, on.size, text, tail, sw).map(
      (l) => (pdf: Pdf, x: number, y: number) => drawTail(pdf, on, onSoft.color, tail, l.text, x, y, 16),
    );
  // Honors: the date leads its line, so the dates stand aligned at the sidebar's left edge.
  const leaded = (text: string, lead: string): Row['draw'][] =>
    wrap(on.face, on.size, lead ? `${lead} ${text}` : text, sw).map(
      (l, i) => (pdf: Pdf, x: number, y: number) =>
        drawLead(pdf, on, onSoft.color, i === 0 ? lead : '', l.text, x, y, 16),
    );
  for (const s of inp.sections.filter(inSide)) {
    const sect = structNode('Sect', inp.root);
    side.push(sideTitle(clean(faces.bold, s.title), sect));
    const list = structNode('L', sect);
    for (const e of s.entries) {
      const li = structNode('LI', list);
      const name = clean(on.face, e.title || e.desc);
      const tail = clean(on.face, s.style === 'skill' ? e.level : fmtMonth(e.date || e.start || e.end));
      const lines = s.style === 'skill' ? tailed(name, tail) : leaded(name, tail);
      const rows: Row[] = lines.map((draw) => ({ h: 16, tag: li, draw }));
      side.push({ gapBefore: s.style === 'skill' ? 2 : 4, rows });
    }
  }

  // The title stands 10 pt in from the text's edge, after an accent stripe: poppler then never takes a title and the
  // entry under it, beside two sidebar lines, for a table.
  const mainTitle = titleRows(
    inp,
    { size: 13, color: theme.accentText, rowH: 28, dx: 10, dy: 0, textH: 22, gapAfter: 2 },
    (pdf, x, y) => {
      strokeLine(pdf, x, y + 25, x + mw, y + 25, 0.6, theme.rule);
      pdf.rect(x, y + 4, 3.5, 14).fill(theme.accent);
    },
  );
  // Body lines at 1.5 times the font size: each paragraph is one block for poppler (taller blocks that
  // stand beside the sidebar's text), and sections closer, so no sidebar line fits in a gap of the main
  // column and no main line in a gap of the sidebar (else poppler joins the columns there).
  const bs = bodyStyle(inp, mw, { titleSize: 9.9, lineH: 14.2, headH: 14.6, headGap: 0, subtitleOwnLine: true });
  const mainGroups = sectionGroups(
    inp,
    inp.sections.filter((s) => !inSide(s)),
    mainTitle,
    bs,
    { sectionGap: 8, skillCols: 2 },
  );
  const frame =
    (x: number) =>
    (i: number): Frame => ({ x, top: i === 0 ? bodyTop : top, bottom: PAGE_H - 46 });
  const sideFlow = flow(side, frame(sx));
  const mainFlow = flow(mainGroups, frame(mx));
  return {
    flows: [sideFlow, mainFlow],
    body: [mainFlow],
    header: inp.avatar ? [hn.name, hn.wish, hn.photo] : [hn.name, hn.wish],
    pageNumberX: sx,
    pageNumberAlign: 'left',
    pageNumberColor: theme.onAccentSoft,
    decorate(pdf, page, _pages, tags) {
      tags.art(() => pdf.rect(0, 0, SB, PAGE_H).fill(theme.accent));
      if (page === 0) {
        const av = inp.avatar;
        if (av)
          tags.text(hn.photo, () => {
            pdf.circle(SB / 2, top + d / 2, d / 2 + 3).fill(theme.onAccent);
            drawAvatar(pdf, av, SB / 2 - d / 2, top, d, d, 'circle');
          });
        const nameSt: TextStyle = { face: faces.bold, size: nm.size, color: theme.text };
        let y = headTextY;
        for (const l of nm.lines) {
          headerText(pdf, tags, hn.name, nameSt, l, mx, y, nameRowH);
          y += nameRowH;
        }
        for (const l of wishLines) {
          headerText(pdf, tags, hn.wish, wishSt, l.text, mx, y, 20);
          y += 20;
        }
        accentRule(pdf, tags, theme, mx, top + headH - 6, mw, 26);
        return;
      }
      // Continuation pages the sidebar's own content does not reach repeat the name at its top, on one line
      // beside the main column's first line (a running header: an artifact, like the page numbers).
      if (page >= sideFlow.pages)
        tags.art(() => {
          const st: TextStyle = { face: faces.bold, size: Math.min(15, nm.size), color: theme.onAccent };
          const line = wrap(st.face, st.size, inp.name, sw)[0];
          if (line) drawText(pdf, st, line.text, sx, top, 20);
          pdf.rect(sx, top + 26, 26, 2.5).fill(theme.onAccent);
        });
    },
  };
}
