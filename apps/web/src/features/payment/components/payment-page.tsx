// /payment: plans with prices, the user's current plan and quota, buying through a QR dialog, order history (unpaid
// orders continued or cancelled). ?from=... (lib/payment-return) says where the user came from: shown, and carried to
// the result page, which brings them back.
import { useState } from 'react';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { CrownFilled } from '@ant-design/icons';
import { toApiError } from '@/lib/api/base-query';
import { reportFailure } from '@/lib/api/outcomes';
import { useGetUserQuery } from '@/lib/api/user-api';
import { readPaymentReturn } from '@/lib/payment-return';
import { creationsLeft, downloadsLeft, isVip } from '@/lib/quota';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import { loginRequested, selectHasToken } from '@/lib/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { formatDate, formatQuota } from '@/utils/format';
import { useGoodsListQuery, usePrepayMutation, type Goods, type Prepay } from '../api/payment-api';
import { GoodsCard } from './goods-card';
import { OrderHistory } from './order-history';
import { PayDialog } from './pay-dialog';
import styles from './payment-page.module.css';

function CurrentPlan() {
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector(selectHasToken);
  const user = useGetUserQuery(undefined, { skip: !hasToken });
  if (!hasToken) {
    return (
      <div className={styles.plan}>
        <span>登录后查看当前套餐与剩余次数</span>
        <Button type="primary" onClick={() => dispatch(loginRequested({ returnTo: null }))}>
          扫码登录
        </Button>
      </div>
    );
  }
  if (!user.data) return <Skeleton.Input active block />;
  const vip = isVip(user.data);
  return (
    <div className={styles.plan} data-testid="current-plan">
      <span className={vip ? styles.vip : undefined}>
        <CrownFilled aria-hidden /> 当前套餐：{vip ? `会员（有效期至 ${formatDate(user.data.vip_until)}）` : '免费版'}
      </span>
      <span>
        剩余可创建 {formatQuota(creationsLeft(user.data))} 份 · 可下载 {formatQuota(downloadsLeft(user.data))} 次
      </span>
    </div>
  );
}

export function PaymentPage() {
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector(selectHasToken);
  const requireLogin = useRequireLogin();
  const goods = useGoodsListQuery();
  const [prepay] = usePrepayMutation();
  const [buyingId, setBuyingId] = useState<number | null>(null);
  const [order, setOrder] = useState<{ prepay: Prepay; goodsName: string } | null>(null);
  const [params] = useSearchParams();
  const back = readPaymentReturn(params);

  const buy = async (item: Goods) => {
    if (!requireLogin()) return;
    setBuyingId(item.id);
    const result = await prepay({ goods_id: item.id });
    setBuyingId(null);
    if (result.error) {
      dispatch(reportFailure('prepay', result.error));
      return;
    }
    setOrder({ prepay: result.data, goodsName: item.name });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>会员与下载包</h1>
      <CurrentPlan />
      {back && (back.download || back.create) && (
        <Alert
          className={styles.returnNote}
          type="info"
          showIcon
          title={
            back.download ? '购买后会回到刚才的简历，一键继续下载。' : '购买后会回到刚才的模板，一键继续创建简历。'
          }
        />
      )}
      {goods.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : goods.isError ? (
        <Result
          status="error"
          title="套餐加载失败"
          subTitle={toApiError(goods.error).msg}
          extra={<Button onClick={() => void goods.refetch()}>重试</Button>}
        />
      ) : (
        <div className={styles.goodsGrid}>
          {(goods.data ?? []).map((item) => (
            <GoodsCard
              key={item.id}
              goods={item}
              buying={buyingId === item.id}
              disabled={buyingId !== null && buyingId !== item.id}
              onBuy={(g) => void buy(g)}
            />
          ))}
        </div>
      )}
      {hasToken && (
        <section className={styles.orders}>
          <h2 className={styles.sectionTitle}>我的订单</h2>
          <OrderHistory onContinue={(prepay, goodsName) => setOrder({ prepay, goodsName })} />
        </section>
      )}
      {order && <PayDialog order={order.prepay} goodsName={order.goodsName} onClose={() => setOrder(null)} />}
    </div>
  );
}
