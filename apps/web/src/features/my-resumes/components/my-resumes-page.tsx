import { Result } from 'antd';

export function MyResumesPage() {
  return <Result status="info" title="我的简历" subTitle="即将上线" />;
}
