/**
 * The payment QR of an order with amount and countdown; polls queryPay every 2000 ms.
 * SUCCESS -> /payment/success, CLOSED -> /payment/fail, code 2 -> '网络繁忙，请重试' and keep polling; the result
 * page gets the query of /payment (where the user came from, lib/payment-return).
 * Closing the dialog unmounts it, which stops polling. The countdown runs from the server's seconds left
 * (expire_seconds), never from time_expire against this device's clock, which may be wrong.
 */
import { useEffect, useState } from 'react';
import { App, Button, Modal, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAY_POLL_INTERVAL_MS } from '@cv/contract/constants';
import { SameDeviceButton } from '@/components/same-device-button';
import { api } from '@/lib/api/base-api';
import { outcomeOf } from '@/lib/api/outcomes';
import { serverUrl } from '@/lib/server-url';
import { isWeChat } from '@/lib/wechat';
import { useAppDispatch } from '@/lib/store-hooks';
import { formatYuan } from '@/utils/format';
import { useCountdown } from '@/utils/use-countdown';
import { useQueryPayMutation, type Prepay } from '../api/payment-api';
import styles from './payment-page.module.css';

function formatSeconds(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export function PayDialog({ order, goodsName, onClose }: { order: Prepay; goodsName: string; onClose: () => void }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [queryPay] = useQueryPayMutation();
  const [tick, setTick] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  // This device's time when the reply came plus the server's seconds left: a wrong device clock cancels out.
  const [expiresAt] = useState(() => Date.now() + order.expire_seconds * 1000);
  const secondsLeft = useCountdown(expiresAt);
  // Inside WeChat the QR cannot be scanned with the phone it is on: long-press recognises it.
  const inWeChat = isWeChat();

  useEffect(() => {
    let active = true;
    const timer = setTimeout(async () => {
      const result = await queryPay({ out_trade_no: order.out_trade_no });
      if (!active) return;
      if (result.error) {
        const { kind, text } = outcomeOf('queryPay', result.error);
        if (kind === 'silent') return;
        void message.warning(text);
        setNotice(text);
        setTick((n) => n + 1);
        return;
      }
      const state = result.data.trade_state;
      if (state === 'SUCCESS') {
        dispatch(api.util.invalidateTags(['User', { type: 'Order', id: 'LIST' }]));
        onClose();
        void navigate(`/payment/success${search}`);
      } else if (state === 'CLOSED' || state === 'REFUND') {
        dispatch(api.util.invalidateTags([{ type: 'Order', id: 'LIST' }]));
        onClose();
        void navigate(`/payment/fail${search}`);
      } else {
        setNotice(null);
        setTick((n) => n + 1);
      }
    }, PAY_POLL_INTERVAL_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [tick, order.out_trade_no, queryPay, message, dispatch, navigate, onClose, search]);

  return (
    <Modal
      open
      title={inWeChat ? '微信支付' : '微信扫码支付'}
      onCancel={onClose}
      width={400}
      centered
      destroyOnHidden
      footer={[
        <Button
          key="cancel"
          onClick={() => {
            onClose();
            void navigate(`/payment/cancel${search}`);
          }}
        >
          取消支付
        </Button>,
      ]}
    >
      <div className={styles.payBody}>
        <div className={styles.payGoods}>{goodsName}</div>
        <div className={styles.payAmount} data-testid="pay-amount">
          {formatYuan(order.amount)}
        </div>
        <img className={styles.payQr} src={serverUrl(order.qr_url)} alt="支付二维码" />
        <div role="status" aria-live="polite" className={styles.payStatus}>
          {notice ?? (inWeChat ? '长按二维码识别，或点下方按钮在微信中支付' : '请使用微信扫一扫完成支付')}
        </div>
        {secondsLeft !== null && (
          <Typography.Text type="secondary">
            {secondsLeft > 0 ? `订单将在 ${formatSeconds(secondsLeft)} 后关闭` : '订单已过期'}
          </Typography.Text>
        )}
        {(secondsLeft === null || secondsLeft > 0) && (
          <SameDeviceButton path={`/mock/pay/${encodeURIComponent(order.out_trade_no)}`} testId="pay-same-device">
            在本机微信中支付
          </SameDeviceButton>
        )}
        <Typography.Text type="secondary" className={styles.payNo}>
          订单号 {order.out_trade_no}
        </Typography.Text>
      </div>
    </Modal>
  );
}
