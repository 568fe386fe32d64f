import { Result } from 'antd';

export function PaymentResultPage() {
  return <Result status="info" title="支付结果" subTitle="即将上线" />;
}
