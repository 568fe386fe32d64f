// Error screen of a route: chunk-load failures (SPEC 2) and unexpected render errors, with 重新加载.
import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@/lib/chunk-load';
import { PlainButton } from './plain-button';
import { StatusScreen } from './status-screen';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error('[route error]', error);
  return (
    <StatusScreen
      icon={chunk ? <WarningFilled aria-hidden /> : <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-hidden />}
      title={chunk ? '页面加载失败' : '页面出错了'}
      subTitle={chunk ? '网络不稳定或网站刚刚更新，请重新加载页面。' : '页面遇到了意外错误，请重新加载。'}
      detail={error instanceof Error ? error.message : String(error)}
      actions={
        <>
          <PlainButton variant="primary" onClick={() => window.location.reload()}>
            重新加载
          </PlainButton>
          <PlainButton onClick={() => void navigate('/')}>返回首页</PlainButton>
        </>
      }
    />
  );
}
