import { Result } from 'antd';

export function TemplatesPage() {
  return <Result status="info" title="简历模板" subTitle="即将上线" />;
}
