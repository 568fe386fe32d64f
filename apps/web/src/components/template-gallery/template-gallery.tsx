/**
 * Paged grid of designs (templates) or presets (styles), filtered the way a job seeker looks (单栏/双栏, 有照片/无照片,
 * 校招/社招, 一页, 简约/创意/ATS, 宋体/黑体, 中文/英文: TEMPLATE_FILTERS, at most one tag of each group): appends the next page
 * on scroll or 加载更多 until cur_page == total_page. Shared by the templates page and the editor's template drawer.
 */
import { useState } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { TEMPLATE_FILTERS } from '@cv/contract/constants';
import { Spinner } from '@/components/spinner';
import { toApiError } from '@/lib/api/base-query';
import {
  useTemplatePagesInfiniteQuery,
  type TemplateItem,
  type TemplateKind,
  type TemplateTag,
} from '@/lib/api/template-api';
import { TemplateCard } from './template-card';
import { useLoadMoreOnScroll } from './use-load-more-on-scroll';
import styles from './template-gallery.module.css';

/** The first cards are in the first screen (phone: 1 to 2, desktop: a row of 5): load them at once, not lazily. */
const EAGER_IMAGES = 6;

export interface TemplateGalleryProps {
  kind: TemplateKind;
  onChoose: (item: TemplateItem) => void;
  /** Label of the choose button, e.g. 使用此模板 or 切换到此模板. */
  actionLabel?: string;
  /** The item being acted on (shows a spinner on it and disables the others). */
  busyId?: string | null;
  /** The current template of a resume, marked in the grid. */
  selectedId?: string | null;
  /** Narrower cards, e.g. in a drawer. */
  compact?: boolean;
}

export function TemplateGallery({
  kind,
  onChoose,
  actionLabel = '使用此模板',
  busyId = null,
  selectedId = null,
  compact = false,
}: TemplateGalleryProps) {
  const [tags, setTags] = useState<TemplateTag[]>([]);
  const { data, error, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useTemplatePagesInfiniteQuery({ kind, tags });
  const items = data?.pages.flatMap((p) => p.templates) ?? [];
  const canLoadMore = hasNextPage && !isFetching;
  const sentinel = useLoadMoreOnScroll(canLoadMore, () => void fetchNextPage());
  const label = kind === 'style' ? '样式' : '模板';
  // One tag per group: choosing 双栏 drops 单栏; choosing the chosen tag again drops it.
  const toggle = (group: readonly TemplateTag[], tag: TemplateTag) =>
    setTags((now) => [...now.filter((t) => !group.includes(t)), ...(now.includes(tag) ? [] : [tag])]);
  const filters = (
    <div className={styles.filters} role="group" aria-label={`筛选${label}`}>
      {TEMPLATE_FILTERS.map((g) => (
        <div key={g.label} className={styles.filterGroup}>
          <span className={styles.filterLabel}>{g.label}</span>
          {g.tags.map((t) => (
            <button
              key={t}
              type="button"
              className={styles.filter}
              aria-pressed={tags.includes(t)}
              onClick={() => toggle(g.tags, t)}
            >
              {t}
            </button>
          ))}
        </div>
      ))}
    </div>
  );

  if (isLoading) {
    return (
      <div aria-busy="true" aria-label={`${label}加载中`}>
        {filters}
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (error && items.length === 0) {
    return (
      <Alert
        type="error"
        showIcon
        title={`${label}加载失败`}
        description={toApiError(error).msg}
        action={<Button onClick={() => void refetch()}>重试</Button>}
      />
    );
  }
  if (items.length === 0)
    return (
      <div>
        {filters}
        <Empty description={tags.length ? `没有同时符合「${tags.join('、')}」的${label}` : `暂无${label}`}>
          {tags.length > 0 && <Button onClick={() => setTags([])}>清除筛选</Button>}
        </Empty>
      </div>
    );

  const last = data?.pages.at(-1);
  return (
    <div>
      {filters}
      <ul className={compact ? `${styles.grid} ${styles.compact}` : styles.grid} aria-label={`${label}列表`}>
        {items.map((item, index) => (
          <TemplateCard
            key={item.id}
            eager={index < EAGER_IMAGES}
            priority={index === 0}
            item={item}
            actionLabel={actionLabel}
            busy={busyId === item.id}
            disabled={busyId !== null}
            selected={selectedId === item.id}
            colors={kind === 'template'}
            onChoose={onChoose}
          />
        ))}
      </ul>
      <div ref={sentinel} className={styles.footer}>
        {error && <Alert type="error" showIcon title={toApiError(error).msg} className={styles.footerAlert} />}
        {hasNextPage ? (
          // disabled + text rather than antd's loading prop: its spinner leaves with an animation, so the
          // button kept the name 'loading 加载更多' for a while after the page had arrived.
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage ? '加载中…' : '加载更多'}
          </Button>
        ) : (
          <span className={styles.end}>
            已加载全部{label}（第 {last?.cur_page} / {last?.total_page} 页）
          </span>
        )}
        {isFetching && !isFetchingNextPage && <Spinner size="small" />}
      </div>
    </div>
  );
}
