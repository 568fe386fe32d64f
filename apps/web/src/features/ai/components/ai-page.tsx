import { Result } from 'antd';

export function AiPage() {
  return <Result status="info" title="AI生成简历" subTitle="即将上线" />;
}
