/** The sidebar layout: colored left column. */
import { drawText, drawTextRight } from '../draw.ts';
import { gap } from '../blocks.ts';
import { fmtMonth, levelFraction } from '../content.ts';
import type { Section } from '../content.ts';
import { flow } from '../flow.ts';
import type { Frame, Group, Pdf, Row, StructNode, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import { linkedLines } from '../blocks.ts';
import { mix } from '../theme.ts';
import { clean, measure, wrap } from '../text.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import { bodyStyle, drawAvatar, headerNodes, nameLines, PAGE_H, PAGE_W, sectionGroups } from './shared.ts';

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
  if (inp.avatar) {
    const d = 96;
    const av = inp.avatar;
    side.push({
      gapBefore: 0,
      rows: [
        {
          h: d + 16,
          tag: hn.photo,
          deco: (pdf, x, y) => {
            pdf.circle(x + sw / 2, y + d / 2, d / 2 + 3).fill(theme.onAccent);
          },
          draw: (pdf, x, y) => drawAvatar(pdf, av, x + sw / 2 - d / 2, y, d, d, 'circle'),
        },
      ],
    });
  }
  const nm = nameLines(faces.bold, 21, 14, inp.name, sw);
  const nameSt: TextStyle = { face: faces.bold, size: nm.size, color: theme.onAccent };
  const center =
    (st: TextStyle, text: string, h: number): Row['draw'] =>
    (pdf, x, y) => {
      const w = measure(st.face, st.size, text);
      drawText(pdf, st, text, x + (sw - w) / 2, y, h, { width: w });
    };
  const headRows: Row[] = nm.lines.map((l, i) => {
    const h = i === nm.lines.length - 1 ? 34 : nm.size * 1.35;
    return { h, tag: hn.name, draw: center(nameSt, l, h) };
  });
  if (inp.wish) {
    const wishSt: TextStyle = { face: faces.regular, size: 10.5, color: theme.onAccentSoft };
    for (const l of wrap(wishSt.face, wishSt.size, inp.wish, sw))
      headRows.push({ h: 18, tag: hn.wish, draw: center(wishSt, l.text, 18) });
  }
  side.push({ gapBefore: 0, rows: headRows });

  const sideTitle = (t: string, sect: StructNode): Group => {
    const st: TextStyle = { face: faces.bold, size: 11.5, color: theme.onAccent };
    return {
      gapBefore: 18,
      keepWithNext: true,
      rows: [
        {
          h: 26,
          tag: structNode('H2', sect),
          draw: (pdf, x, y) => drawText(pdf, st, t, x, y, 22),
          deco: (pdf, x, y) => {
            pdf
              .moveTo(x, y + 23)
              .lineTo(x + sw, y + 23)
              .lineWidth(0.6)
              .strokeColor(mix(theme.accent, theme.onAccent, 0.5))
              .stroke();
          },
        },
        gap(4),
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
  for (const s of inp.sections.filter(inSide)) {
    const sect = structNode('Sect', inp.root);
    side.push(sideTitle(clean(faces.bold, s.title), sect));
    const list = structNode('L', sect);
    for (const e of s.entries) {
      const rows: Row[] = [];
      const li = structNode('LI', list);
      const name = clean(on.face, e.title || e.desc);
      if (s.style === 'skill') {
        const frac = levelFraction(e.level);
        const level = clean(onSoft.face, e.level);
        const lw = level ? measure(onSoft.face, onSoft.size, level) + 8 : 0;
        const wrapped = wrap(on.face, on.size, name, sw - lw);
        const lines = wrapped.length ? wrapped : [{ text: '', width: 0, broken: false }];
        lines.forEach((l, i) =>
          rows.push({
            h: 16,
            tag: li,
            draw: (pdf, x, y) => {
              drawText(pdf, on, l.text, x, y, 16, { width: l.width });
              if (i === 0 && level) drawTextRight(pdf, onSoft, level, x + sw, y, 16);
            },
          }),
        );
        if (frac !== null) {
          rows.push({
            h: 8,
            draw: () => undefined,
            deco: (pdf, x, y) => {
              pdf.save();
              pdf
                .fillOpacity(0.25)
                .roundedRect(x, y + 1.5, sw, 4, 2)
                .fill(theme.onAccent);
              pdf.restore();
              pdf.roundedRect(x, y + 1.5, sw * frac, 4, 2).fill(theme.onAccent);
            },
          });
        }
      } else {
        for (const l of wrap(on.face, on.size, name, sw))
          rows.push({ h: 15, tag: li, draw: (pdf, x, y) => drawText(pdf, on, l.text, x, y, 15) });
        const date = e.date || e.start || e.end;
        if (date) rows.push({ h: 13, tag: li, draw: (pdf, x, y) => drawText(pdf, onSoft, fmtMonth(date), x, y, 13) });
      }
      side.push({ gapBefore: 5, rows });
    }
  }

  const mainTitle = (s: Section, h2: StructNode): Row[] => {
    const st: TextStyle = { face: faces.bold, size: 13, color: theme.accentText };
    const t = clean(faces.bold, s.title);
    return [
      {
        h: 30,
        tag: h2,
        draw: (pdf, x, y) => drawText(pdf, st, t, x, y, 24),
        deco: (pdf, x, y) => {
          pdf
            .moveTo(x, y + 27)
            .lineTo(x + mw, y + 27)
            .lineWidth(0.6)
            .strokeColor(theme.rule)
            .stroke();
          pdf.rect(x, y + 25.5, 26, 3).fill(theme.accent);
        },
      },
      gap(6 * inp.tight.space),
    ];
  };
  const bs = bodyStyle(inp, mw);
  const mainGroups = sectionGroups(
    inp,
    inp.sections.filter((s) => !inSide(s)),
    mainTitle,
    bs,
    { sectionGap: 16, skillCols: 2 },
  );
  const frame = (x: number) => (): Frame => ({ x, top: 40, bottom: PAGE_H - 46 });
  const sideFlow = flow(side, frame(sx));
  const mainFlow = flow(mainGroups, frame(mx));
  return {
    flows: [sideFlow, mainFlow],
    body: [mainFlow],
    header: [],
    pageNumberX: mx + mw / 2,
    decorate(pdf, page, _pages, tags) {
      tags.art(() => pdf.rect(0, 0, SB, PAGE_H).fill(theme.accent));
      // Continuation pages the sidebar's own content does not reach repeat the name at its top (a
      // running header: an artifact, like the page numbers).
      if (page > 0 && page >= sideFlow.pages)
        tags.art(() => {
          const st: TextStyle = { face: faces.bold, size: Math.min(15, nm.size), color: theme.onAccent };
          const lines = wrap(st.face, st.size, inp.name, sw);
          let y = 40;
          for (const l of lines) {
            drawText(pdf, st, l.text, sx, y, 22);
            y += 22;
          }
          if (inp.wish) {
            const ws: TextStyle = { face: faces.regular, size: 9.5, color: theme.onAccentSoft };
            for (const l of wrap(ws.face, ws.size, inp.wish, sw)) {
              drawText(pdf, ws, l.text, sx, y, 16);
              y += 16;
            }
          }
          pdf.rect(sx, y + 8, 26, 2.5).fill(theme.onAccent);
        });
    },
  };
}
