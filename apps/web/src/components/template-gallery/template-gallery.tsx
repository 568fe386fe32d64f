/**
 * Paged grid of templates or template styles: appends the next page on scroll or 加载更多 until
 * cur_page == total_page. Shared by the templates page and the editor's template drawer.
 */
import { Alert, Button, Empty, Skeleton } from 'antd';
import { Spinner } from '@/components/spinner';
import { toApiError } from '@/lib/api/base-query';
import { useTemplatePagesInfiniteQuery, type TemplateItem, type TemplateKind } from '@/lib/api/template-api';
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
  const { data, error, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useTemplatePagesInfiniteQuery(kind);
  const items = data?.pages.flatMap((p) => p.templates) ?? [];
  const canLoadMore = hasNextPage && !isFetching;
  const sentinel = useLoadMoreOnScroll(canLoadMore, () => void fetchNextPage());
  const label = kind === 'style' ? '样式' : '模板';

  if (isLoading) {
    return (
      <div aria-busy="true" aria-label={`${label}加载中`}>
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
  if (items.length === 0) return <Empty description={`暂无${label}`} />;

  const last = data?.pages.at(-1);
  return (
    <div>
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
