// One template in the gallery: its real thumbnail, name, tags and the choose button.
import { Button, Tag } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { TemplateItem } from '@/lib/api/template-api';
import { serverUrl } from '@/lib/server-url';
import styles from './template-gallery.module.css';

interface Props {
  item: TemplateItem;
  actionLabel: string;
  busy: boolean;
  disabled: boolean;
  selected: boolean;
  onChoose: (item: TemplateItem) => void;
}

export function TemplateCard({ item, actionLabel, busy, disabled, selected, onChoose }: Props) {
  return (
    <li className={selected ? `${styles.card} ${styles.selected}` : styles.card} data-testid="template-card">
      <button
        type="button"
        className={styles.thumbButton}
        onClick={() => onChoose(item)}
        disabled={disabled}
        aria-label={`${actionLabel}：${item.name}`}
      >
        <img className={styles.thumb} src={serverUrl(item.thumbnail)} alt={item.name} loading="lazy" />
        {selected && (
          <span className={styles.badge}>
            <CheckOutlined /> 当前
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
