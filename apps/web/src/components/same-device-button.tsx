// On a phone the QR code shown on it cannot be scanned by it: login and payment also offer the mock's confirm page
// on the same device (a new tab; the dialog keeps polling), as WeChat's in-app authorisation would.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { serverUrl } from '@/lib/server-url';
import { isPhone } from '@/lib/wechat';

interface Props {
  /** The server path of the confirm page, e.g. `/mock/scan/<ticket>`. */
  path: string;
  testId: string;
  children: ReactNode;
}

export function SameDeviceButton({ path, testId, children }: Props) {
  if (!isPhone()) return null;
  return (
    <Button type="primary" block href={serverUrl(path)} target="_blank" data-testid={testId}>
      {children}
    </Button>
  );
}
