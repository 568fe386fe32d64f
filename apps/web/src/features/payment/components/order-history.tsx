// The user's orders (newest first) with Chinese dates and states.
import { Button, Table, Tag, type TableProps } from 'antd';
import { TRADE_STATE_DESC } from '@cv/contract/constants';
import { toApiError } from '@/lib/api/base-query';
import { formatDateTime, formatYuan } from '@/utils/format';
import { useUserOrdersQuery, type Order } from '../api/payment-api';

const STATE_COLOR: Record<string, string> = {
  SUCCESS: 'success',
  NOTPAY: 'processing',
  CLOSED: 'default',
  REFUND: 'warning',
};

const columns: TableProps<Order>['columns'] = [
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

export function OrderHistory() {
  const orders = useUserOrdersQuery();
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
