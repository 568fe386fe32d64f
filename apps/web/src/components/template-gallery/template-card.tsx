// One template in the gallery: its real thumbnail, name, tags and the choose button.
import { Button, Tag } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { TemplateItem } from '@/lib/api/template-api';
import { serverUrl } from '@/lib/server-url';
import styles from './template-gallery.module.css';

/** fixtures/thumbnails are 400 x 566 (A4): the size is reserved before the picture arrives. */
export const THUMB_WIDTH = 400;
export const THUMB_HEIGHT = 566;

interface Props {
  item: TemplateItem;
  actionLabel: string;
  busy: boolean;
  disabled: boolean;
  selected: boolean;
  /** In the first screen: loaded at once (no lazy loading). */
  eager?: boolean;
  /** The very first picture (a phone's largest paint): high priority, the others do not compete with it. */
  priority?: boolean;
  onChoose: (item: TemplateItem) => void;
}

export function TemplateCard({
  item,
  actionLabel,
  busy,
  disabled,
  selected,
  eager = false,
  priority = false,
  onChoose,
}: Props) {
  return (
    <li className={selected ? `${styles.card} ${styles.selected}` : styles.card} data-testid="template-card">
      <button
        type="button"
        className={styles.thumbButton}
        onClick={() => onChoose(item)}
        disabled={disabled}
        aria-label={`${actionLabel}：${item.name}`}
      >
        <img
          className={styles.thumb}
          src={serverUrl(item.thumbnail)}
          alt={item.name}
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        {selected && (
          <span className={styles.badge}>
            <CheckOutlined aria-hidden /> 当前
          </span>
        )}
      </button>
      <div className={styles.meta}>
        <div className={styles.name} title={item.name}>
          <span className={styles.swatch} style={{ background: item.color }} aria-hidden />
          {item.name}
        </div>
        <div className={styles.tags}>
          {item.tags.map((tag) => (
            <Tag key={tag} variant="filled">
              {tag}
            </Tag>
          ))}
        </div>
        <Button
          type="primary"
          block
          loading={busy}
          disabled={disabled && !busy}
          onClick={() => onChoose(item)}
          tabIndex={-1}
        >
          {actionLabel}
        </Button>
      </div>
    </li>
  );
}
