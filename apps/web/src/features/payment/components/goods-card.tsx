// One plan: name, badge, what it gives, price in yuan (from fen) and the buy button.
import { Badge, Button } from 'antd';
import { formatYuan } from '@/utils/format';
import type { Goods } from '../api/payment-api';
import styles from './payment-page.module.css';

function benefits(goods: Goods): string[] {
  const list: string[] = [];
  if (goods.vip_days !== null) list.push(`会员 ${goods.vip_days} 天：不限次创建与下载`);
  if (goods.downloads !== null) list.push(`${goods.downloads} 次简历下载`);
  return list;
}

/** antd's volcano ribbon is 3.2:1 with its white text; this red-orange is 5.2:1. */
const RIBBON_COLOR = '#c2410c';

export function GoodsCard({
  goods,
  buying,
  disabled,
  onBuy,
}: {
  goods: Goods;
  buying: boolean;
  disabled: boolean;
  onBuy: (goods: Goods) => void;
}) {
  const card = (
    <div className={styles.goods} data-testid="goods-card">
      <h2 className={styles.goodsName}>{goods.name}</h2>
      <p className={styles.goodsDesc}>{goods.desc}</p>
      <div className={styles.price}>
        <span className={styles.priceNow}>{formatYuan(goods.price)}</span>
        {goods.original_price > goods.price && (
          <del className={styles.priceOld}>{formatYuan(goods.original_price)}</del>
        )}
      </div>
      <ul className={styles.benefits}>
        {benefits(goods).map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <Button type="primary" block size="large" loading={buying} disabled={disabled} onClick={() => onBuy(goods)}>
        立即购买
      </Button>
    </div>
  );
  return goods.badge ? (
    <Badge.Ribbon text={goods.badge} color={RIBBON_COLOR}>
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
