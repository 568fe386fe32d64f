/**
 * Template and style catalogues (seeded from fixtures), paged 12 at a time and filtered by tags; a design in any
 * of the template colours (`<layout>-<rrggbb>`) resolves to its design's item in that colour.
 */
import {
  parseTemplateId,
  TEMPLATE_COLORS,
  TEMPLATE_PAGE_SIZE,
  type TemplateItem,
  type TemplatePage,
} from '@cv/contract';
import { invalid } from '../errors.ts';
import type { ServiceContext } from './context.ts';

interface TemplateRow {
  id: string;
  kind: 'template' | 'style';
  name: string;
  layout: TemplateItem['layout'];
  color: string;
  tags: string;
  thumbnail: string;
}

const toItem = (row: TemplateRow): TemplateItem => ({
  id: row.id,
  name: row.name,
  thumbnail: row.thumbnail,
  layout: row.layout,
  color: row.color,
  tags: JSON.parse(row.tags) as string[],
});

/** Rows of a kind carrying every tag of a JSON array (`[]`: all rows). */
const FILTER = `kind = ? AND NOT EXISTS (
  SELECT 1 FROM json_each(?) AS want WHERE want.value NOT IN (SELECT value FROM json_each(templates.tags))
)`;

export function createTemplatesService(ctx: ServiceContext) {
  const { db } = ctx;
  const count = db.prepare<[string, string], { n: number }>(`SELECT COUNT(*) AS n FROM templates WHERE ${FILTER}`);
  const page = db.prepare<[string, string, number, number], TemplateRow>(
    `SELECT * FROM templates WHERE ${FILTER} ORDER BY position LIMIT ? OFFSET ?`,
  );
  const byId = db.prepare<[string], TemplateRow>('SELECT * FROM templates WHERE id = ?');
  const designRow = db.prepare<[string], TemplateRow>(
    "SELECT * FROM templates WHERE kind = 'template' AND layout = ? ORDER BY position LIMIT 1",
  );
  return {
    /**
     * A page of the items carrying every one of `tags`. A page past the end answers an empty list with
     * cur_page = total_page, so clients stop appending.
     */
    page(
      kind: 'template' | 'style',
      requested = 1,
      size = TEMPLATE_PAGE_SIZE,
      tags: readonly string[] = [],
    ): TemplatePage {
      const want = JSON.stringify(tags);
      const total = count.get(kind, want)?.n ?? 0;
      const totalPage = Math.max(1, Math.ceil(total / size));
      const cur = Math.min(requested, totalPage);
      const templates = requested > totalPage ? [] : page.all(kind, want, size, (cur - 1) * size).map(toItem);
      return { cur_page: cur, total_page: totalPage, templates };
    },
    /**
     * The template or style, or a design in one of the template colours (its design's item in that colour), or
     * code 1 naming it (cv/new, cv/template, cv/preview, cv/download).
     */
    require(id: string): TemplateItem {
      const row = byId.get(id);
      if (row) return toItem(row);
      const named = parseTemplateId(id);
      const color = TEMPLATE_COLORS.find((c) => c.color === named?.color);
      const design = named && color ? designRow.get(named.layout) : undefined;
      if (!design || !color) throw invalid(`参数错误：模板 ${id} 不存在`);
      return { ...toItem(design), id, color: color.color, name: `${design.name}·${color.name}` };
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
