/**
 * The typed description of a resume design: page, grid, header, section heading, entry, skills, photo, type,
 * colour roles and density. One engine (mock-server/src/pdf/design/engine.ts) reads it; a design is data (./*.ts),
 * no drawing code; what other documents need of it (the SPA's Word export) is derived by ./outline.ts.
 * The six structural parts (grid, header, heading, entry, skills, photo) are what makes two designs different
 * (`npm run designs:diff` counts them for every pair).
 */
import type { Layout } from '../entities.ts';
import type { Lang } from '../edition-words.ts';

/**
 * The colour roles a design names (Role); the PDF engine's theme.ts derives each from the one accent colour of a
 * template (any '#rrggbb').
 */
export interface Theme {
  accent: string;
  /** The accent, darkened when it is too light to read as text on white. */
  accentText: string;
  /** Text drawn on an accent-filled area (white, or dark on light accents). */
  onAccent: string;
  onAccentSoft: string;
  /**
   * The second colour (a design's `second`: the accent turned round the colour wheel, so it follows whichever of the
   * colours is chosen) for small marks beside the accent: a title's marker, number or icon, timeline dots. A design
   * without one uses the accent itself.
   */
  second: string;
  /** The second colour as text (section numbers): a tone of it that reads on white and on the light tint. */
  secondText: string;
  /** Light tints of the accent for rules and backgrounds. */
  tint: string;
  tintLight: string;
  /** The lightest tint: the fill of entry cards and tinted sidebars. */
  card: string;
  /** A dark neutral fill (dark sidebars) and the text set on it. */
  dark: string;
  onDark: string;
  onDarkSoft: string;
  text: string;
  textSoft: string;
  muted: string;
  rule: string;
}

/** A design's second colour: its hue `turn` degrees from the accent's (e.g. 180: the complement; 40: a neighbour). */
export interface SecondColour {
  turn: number;
}

/** A colour of the theme by its role: text colours and fills. */
export type Role = keyof Theme;

/** Where the body runs on the page. */
export type GridPart =
  /** One column across the page. */
  | { kind: 'single' }
  /** One column with a label gutter `width` pt wide at its left (dates or section titles stand in it). */
  | { kind: 'gutter'; width: number }
  /** One column beside an accent rail `width` pt wide at the page's left edge. */
  | { kind: 'rail'; width: number }
  /** A filled sidebar (contacts, skills, honors) on one side, `width` pt wide; the main column beside it. */
  | { kind: 'sidebar'; side: 'left' | 'right'; width: number; fill: 'accent' | 'tint' | 'dark' }
  /** Two equal columns filled like a newspaper, the last page's columns balanced. */
  | { kind: 'columns'; gap: number };

/** Page 1's header. */
export type HeaderPart =
  /** Name, wished position and contacts stacked; the photo beside them. */
  | {
      kind: 'stack';
      name: { max: number; min: number; color: Role; rowH: number };
      wish: { size: number; bold?: boolean; color: Role; label?: string; rowH: number };
      /** Contacts on lines divided by `sep`. */
      contacts: { sep: string; color: Role; rowH: number; gapBefore: number };
      /** Under the header: a full accent rule `ruleW` thick, or a grey rule with an accent stub. */
      rule: { kind: 'accent'; width: number } | { kind: 'stub'; stub: number };
      /** Gap from the header's bottom rule to the body (scaled by the spacing). */
      gapAfter: number;
      /** Extra height under the header text before its rule. */
      padBottom: number;
    }
  /** A colour band across the page with the name, position and contacts in two columns in it. */
  | { kind: 'band'; name: { max: number; min: number }; gapAfter: number }
  /** The name with the position beside it on one line, contacts under them (dense). */
  | { kind: 'inline'; name: { max: number; min: number }; gapAfter: number }
  /** The photo at the top of the sidebar, the name and position at the top of the main column (grid sidebar). */
  | { kind: 'sidebar'; name: { max: number; min: number }; gapAfter: number }
  /** Name, position and contacts centred between two rules (no photo). */
  | { kind: 'centered'; name: { max: number; min: number }; gapAfter: number }
  /** A 个人简历 title banner across the top, then the name, position and contacts under it. */
  | { kind: 'banner'; title: string; name: { max: number; min: number }; gapAfter: number }
  /** A 基本信息 key–value grid (姓名, 求职意向, contacts) in a table, a 3:4 ID photo at its right. */
  | { kind: 'keyvalue'; title: string; gapAfter: number };

/** How a section title is set. */
export interface HeadingPart {
  kind:
    | 'marker' // a short accent bar left of the title, a rule under the row
    | 'rule' // a full rule under the title
    | 'underline' // a short accent underline under the title only
    | 'bar' // a tinted bar with an accent stripe at its left
    | 'filled' // a full accent bar, the title in the on-accent colour
    | 'pill' // the title in an accent pill, a rule after it
    | 'dot' // a ring on the gutter's line (timeline)
    | 'numbered' // 01, 02 … before the title in the accent
    | 'centered' // centred between two rules
    | 'gutter' // in the label gutter, beside the section's first row
    | 'boxed' // in an outlined box, a rule after it
    | 'icon'; // an accent diamond before the title, a rule after it
  size: number;
  rowH: number;
  gapAfter: number;
  /** The title text's offset into its row (dx, dy) and the height it is centred in. */
  dx?: number;
  dy?: number;
  textH?: number;
}

/** How an entry (education, work, project) is set. */
export type EntryPart =
  | { kind: 'right' } // dates right on the title row
  | { kind: 'left' } // dates in the label gutter (grid gutter)
  | { kind: 'timeline' } // dates in the gutter, a dot on a vertical line per entry (grid gutter)
  | { kind: 'inline' } // the title, then `dates · subtitle` from the left edge (two-column grids)
  | { kind: 'row' } // one row: 时间 · 单位 · 职位, the text under it
  | { kind: 'stacked' } // the title, the subtitle, the dates each on its own line
  | { kind: 'card' }; // like 'right' on a tinted card with an accent edge

/** How skills are shown: `name · level` words, bars, dots, tags or a grid of names. */
export type SkillsPart = { kind: 'words' | 'bars' | 'dots' | 'tags' | 'grid' };

/** The photo: none (the avatar is not shown), 3:4 (证件照), round, square, or rounded corners. */
export type PhotoPart = { kind: 'none' | 'id' | 'round' | 'square' | 'rounded' };

/** Every tag a design may carry (what the gallery filters by). */
export const DESIGN_TAGS = [
  '单栏',
  '双栏',
  '有照片',
  '无照片',
  '校招',
  '社招',
  '一页',
  '简约',
  '创意',
  '宋体',
  '黑体',
  'ATS',
  '中文',
  '英文',
] as const;
export type DesignTag = (typeof DESIGN_TAGS)[number];

export interface Design {
  id: Layout;
  /** The name a job seeker sees (中文). */
  name: string;
  /** The language of the edition: the words the engine adds (labels, dates, degrees …) are set in it. */
  lang: Lang;
  /** One line: what the design is for. */
  for: string;
  tags: DesignTag[];
  /** The default colour of its card. */
  color: string;
  /** Page margins: left/right `x`, the body's top on continuation pages and its bottom. */
  page: { x: number; top: number; bottom: number; headerTop: number };
  grid: GridPart;
  header: HeaderPart;
  heading: HeadingPart;
  entry: EntryPart;
  skills: SkillsPart;
  photo: PhotoPart;
  /** Faces: body and headings (name, titles, entry titles) in Noto Sans SC or Noto Serif SC. */
  type: { body: 'sans' | 'serif'; heading: 'sans' | 'serif' };
  /**
   * A second colour beside the accent for a title's marker, number or icon and the timeline's dots (theme.second,
   * secondText); none: those are in the accent.
   */
  second?: SecondColour;
  /** Decoration of every page: an accent strip `top` pt high at the page's top edge (0: none). */
  strip: number;
  /** Gap between sections (pt, as designed) and the body's typography deltas. */
  space: { section: number; entry: number; lineH: number };
  /** 均衡分页: how far it may be loosened (factors of gaps and leading; the font up to 10.5 pt). */
  loosest: { space: number; line: number };
  /** 校招 designs: education before everything else, whatever the resume's own order. */
  educationFirst?: boolean;
}
