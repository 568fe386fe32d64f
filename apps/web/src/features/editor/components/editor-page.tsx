// Placeholder of the resume editor (/edit/:cid): the editor feature replaces this component.
import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';

export function EditorPage() {
  const { cid } = useParams();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title="简历编辑器"
      subTitle={`简历 ${cid ?? ''} 的编辑器即将上线。`}
      extra={<Button onClick={() => void navigate('/my-resumes')}>返回我的简历</Button>}
    />
  );
}
