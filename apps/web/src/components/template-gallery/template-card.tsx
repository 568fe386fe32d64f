// One design (or preset) in the gallery: its real thumbnail, name, tags, the colours it can be chosen in (a design's
// card only: a preset is a design in one colour) and the choose button. Choosing a colour makes the card's item that
// design in that colour (template `<layout>-<rrggbb>`, which the server resolves); the thumbnail keeps the design's
// own colour.
import { useState } from 'react';
import { CheckOutlined, LoadingOutlined } from '@ant-design/icons';
import { TEMPLATE_COLORS, templateIdOf } from '@cv/contract/constants';
import type { TemplateItem } from '@/lib/api/template-api';
import { serverUrl } from '@/lib/server-url';
import { PlainButton } from '@/components/plain-button';
import thumbCard from '../thumb-card.module.css';
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
  /** Offers the template colours on the card (designs; not presets). */
  colors?: boolean;
  onChoose: (item: TemplateItem) => void;
}

/** A design's item in one of the template colours (its own item for its own colour). */
export function inColor(item: TemplateItem, color: string): TemplateItem {
  if (color.toLowerCase() === item.color.toLowerCase()) return item;
  const name = TEMPLATE_COLORS.find((c) => c.color === color)?.name ?? color;
  return {
    ...item,
    id: templateIdOf(item.layout, color),
    color,
    name: `${item.name.split('·')[0] ?? item.name}·${name}`,
  };
}

export function TemplateCard({
  item,
  actionLabel,
  busy,
  disabled,
  selected,
  eager = false,
  priority = false,
  colors = false,
  onChoose,
}: Props) {
  const [color, setColor] = useState(item.color.toLowerCase());
  const chosen = inColor(item, color);
  return (
    <li
      className={`${thumbCard.card} ${styles.card}${selected ? ` ${thumbCard.selected}` : ''}`}
      data-testid="template-card"
    >
      <button
        type="button"
        className={`${thumbCard.thumbButton} ${styles.thumbButton}`}
        onClick={() => onChoose(chosen)}
        disabled={disabled}
        aria-label={`${actionLabel}：${chosen.name}`}
      >
        <img
          className={thumbCard.thumb}
          src={serverUrl(item.thumbnail)}
          alt={item.name}
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
        />
        {selected && (
          <span className={styles.badge}>
            <CheckOutlined aria-hidden /> 当前
          </span>
        )}
      </button>
      <div className={styles.meta}>
        <div className={styles.name} title={chosen.name}>
          <span className={styles.swatch} style={{ background: chosen.color }} aria-hidden />
          {chosen.name}
        </div>
        {colors && (
          <div className={styles.colors} role="radiogroup" aria-label={`${item.name}的配色`}>
            {TEMPLATE_COLORS.map((c) => (
              <button
                key={c.color}
                type="button"
                role="radio"
                aria-checked={c.color === color}
                aria-label={c.name}
                title={c.name}
                className={styles.color}
                style={{ background: c.color }}
                disabled={disabled}
                onClick={() => setColor(c.color)}
              />
            ))}
          </div>
        )}
        {/* Plain elements drawn like antd's filled Tag and primary Button: twelve cards' worth of antd components cost
            the first render of the gallery (issue 37); the card's picture button above is the one in the tab order. */}
        <div className={styles.tags}>
          {item.tags.map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </div>
        <PlainButton
          variant="primary"
          className={styles.choose}
          icon={busy ? <LoadingOutlined aria-hidden /> : undefined}
          aria-busy={busy || undefined}
          disabled={disabled && !busy}
          onClick={() => {
            if (!busy) onChoose(chosen);
          }}
          tabIndex={-1}
        >
          {actionLabel}
        </PlainButton>
      </div>
    </li>
  );
}
