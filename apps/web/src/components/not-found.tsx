// Shown for unknown paths inside the layout.
import { QuestionCircleFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PlainButton } from './plain-button';
import { StatusScreen } from './status-screen';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <StatusScreen
      icon={<QuestionCircleFilled style={{ color: '#1557d0' }} aria-hidden />}
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移除。"
      actions={
        <PlainButton variant="primary" onClick={() => void navigate('/')}>
          返回首页
        </PlainButton>
      }
    />
  );
}
