// The user's orders (newest first) with Chinese dates and states; an unpaid one can be continued (its QR again, with
// the time it has left) or cancelled.
import { useState } from 'react';
import { App, Button, Space, Table, Tag, type TableProps } from 'antd';
import { TRADE_STATE_DESC } from '@cv/contract/labels';
import { toApiError } from '@/lib/api/base-query';
import { reportFailure } from '@/lib/api/outcomes';
import { useAppDispatch } from '@/lib/store-hooks';
import { formatDateTime, formatYuan } from '@/utils/format';
import {
  useCloseOrderMutation,
  useRepayMutation,
  useUserOrdersQuery,
  type Order,
  type Prepay,
} from '../api/payment-api';

const STATE_COLOR: Record<string, string> = {
  SUCCESS: 'success',
  NOTPAY: 'processing',
  CLOSED: 'default',
  REFUND: 'warning',
};

const baseColumns: NonNullable<TableProps<Order>['columns']> = [
  { title: '商品', dataIndex: 'goods_name', key: 'goods_name' },
  { title: '金额', dataIndex: 'amount', key: 'amount', render: (fen: number) => formatYuan(fen) },
  {
    title: '状态',
    dataIndex: 'trade_state',
    key: 'trade_state',
    render: (state: Order['trade_state'], order) => (
      <Tag color={STATE_COLOR[state] ?? 'default'}>
        {order.trade_state_desc || (TRADE_STATE_DESC as Record<string, string>)[state] || state}
      </Tag>
    ),
  },
  { title: '下单时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
  {
    title: '支付时间',
    dataIndex: 'success_time',
    key: 'success_time',
    render: (v: string | null) => formatDateTime(v) || '—',
  },
  { title: '订单号', dataIndex: 'out_trade_no', key: 'out_trade_no', responsive: ['lg'] },
];

/** 继续支付 and 取消订单 of an unpaid order. */
function UnpaidActions({
  order,
  onContinue,
}: {
  order: Order;
  onContinue: (prepay: Prepay, goodsName: string) => void;
}) {
  const dispatch = useAppDispatch();
  const { message, modal } = App.useApp();
  const [repay, repaying] = useRepayMutation();
  const [closeOrder] = useCloseOrderMutation();
  const [busy, setBusy] = useState(false);
  const again = async () => {
    const result = await repay({ out_trade_no: order.out_trade_no });
    if (result.error) dispatch(reportFailure('repay', result.error));
    else onContinue(result.data, order.goods_name);
  };
  const cancel = () =>
    modal.confirm({
      title: '取消订单',
      content: `确定取消「${order.goods_name}」的订单吗？取消后不能再支付，需要时可以重新下单。`,
      okText: '取消订单',
      okButtonProps: { danger: true },
      cancelText: '暂不取消',
      onOk: async () => {
        setBusy(true);
        const result = await closeOrder({ out_trade_no: order.out_trade_no });
        setBusy(false);
        if (result.error) dispatch(reportFailure('closeOrder', result.error));
        else void message.success('订单已取消');
      },
    });
  return (
    <Space size={4} wrap>
      <Button size="small" type="primary" loading={repaying.isLoading} onClick={() => void again()}>
        继续支付
      </Button>
      <Button size="small" loading={busy} onClick={cancel}>
        取消订单
      </Button>
    </Space>
  );
}

export function OrderHistory({ onContinue }: { onContinue: (prepay: Prepay, goodsName: string) => void }) {
  const orders = useUserOrdersQuery();
  const columns: TableProps<Order>['columns'] = [
    ...baseColumns,
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, order: Order) =>
        order.trade_state === 'NOTPAY' ? <UnpaidActions order={order} onContinue={onContinue} /> : null,
    },
  ];
  if (orders.isError) {
    return (
      <div role="alert">
        订单加载失败：{toApiError(orders.error).msg} <Button onClick={() => void orders.refetch()}>重试</Button>
      </div>
    );
  }
  return (
    <Table<Order>
      rowKey="out_trade_no"
      columns={columns}
      dataSource={orders.data ?? []}
      loading={orders.isFetching}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: '暂无订单' }}
      size="middle"
      aria-label="我的订单"
    />
  );
}
