/** Template and style catalogues (seeded from fixtures), paged 12 at a time. */
import { TEMPLATE_PAGE_SIZE, type TemplateItem, type TemplatePage } from '@cv/contract';
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

export function createTemplatesService(ctx: ServiceContext) {
  const { db } = ctx;
  const count = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM templates WHERE kind = ?');
  const page = db.prepare<[string, number, number], TemplateRow>(
    'SELECT * FROM templates WHERE kind = ? ORDER BY position LIMIT ? OFFSET ?',
  );
  const byId = db.prepare<[string], TemplateRow>('SELECT * FROM templates WHERE id = ?');
  return {
    /** A page past the end answers an empty list with cur_page = total_page, so clients stop appending. */
    page(kind: 'template' | 'style', requested = 1, size = TEMPLATE_PAGE_SIZE): TemplatePage {
      const total = count.get(kind)?.n ?? 0;
      const totalPage = Math.max(1, Math.ceil(total / size));
      const cur = Math.min(requested, totalPage);
      const templates = requested > totalPage ? [] : page.all(kind, size, (cur - 1) * size).map(toItem);
      return { cur_page: cur, total_page: totalPage, templates };
    },
    /** The template or style, or code 1 naming it (cv/new, cv/template, cv/preview, cv/download). */
    require(id: string): TemplateItem {
      const row = byId.get(id);
      if (!row) throw invalid(`参数错误：模板 ${id} 不存在`);
      return toItem(row);
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
