import { Result } from 'antd';

export function PaymentPage() {
  return <Result status="info" title="会员" subTitle="即将上线" />;
}
