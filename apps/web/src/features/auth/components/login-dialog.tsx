/**
 * QR login (SPEC 4): request a QR (clearing any stored token), show it with a countdown, poll qrState
 * every 2000 ms; code 7 shows waiting/scanned, code 0 logs in, code 8 or any failure offers a refresh.
 * Polling stops when the dialog closes (the component unmounts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Modal, Result, Typography } from 'antd';
import { CheckCircleFilled, ReloadOutlined, ScanOutlined } from '@ant-design/icons';
import { Code } from '@cv/contract/codes';
import { QR_POLL_INTERVAL_MS } from '@cv/contract/constants';
import { SameDeviceButton } from '@/components/same-device-button';
import { Spinner } from '@/components/spinner';
import { toApiError } from '@/lib/api/base-query';
import { loggedOut } from '@/lib/session-slice';
import { useAppDispatch } from '@/lib/store-hooks';
import { serverUrl } from '@/lib/server-url';
import { clearToken } from '@/lib/token';
import { useCountdown } from '@/utils/use-countdown';
import { useQrLoginMutation, useQrStateMutation } from '../api/auth-api';
import styles from './login-dialog.module.css';

type Phase =
  { kind: 'loading' } | { kind: 'waiting' } | { kind: 'scanned' } | { kind: 'failed'; msg: string } | { kind: 'done' };

interface Ticket {
  ticket: string;
  qrUrl: string;
  expiresAt: number;
}

export function LoginDialog({ onClose, onLoggedIn }: { onClose: () => void; onLoggedIn: (token: string) => void }) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [requestQr] = useQrLoginMutation();
  const [queryState] = useQrStateMutation();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [poll, setPoll] = useState(0);
  const mounted = useRef(true);
  const secondsLeft = useCountdown(ticket?.expiresAt ?? null);

  const fail = useCallback(
    (msg: string) => {
      void message.warning(msg);
      setPhase({ kind: 'failed', msg });
    },
    [message],
  );

  const refresh = useCallback(async () => {
    clearToken();
    dispatch(loggedOut());
    setTicket(null);
    setPhase({ kind: 'loading' });
    const result = await requestQr();
    if (!mounted.current) return;
    if (result.error) {
      fail(toApiError(result.error).msg);
      return;
    }
    const { qr_url, ticket: id, expire_seconds } = result.data;
    setTicket({ ticket: id, qrUrl: serverUrl(qr_url), expiresAt: Date.now() + expire_seconds * 1000 });
    setPhase({ kind: 'waiting' });
  }, [dispatch, fail, requestQr]);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    return () => {
      mounted.current = false;
    };
  }, [refresh]);

  const polling = ticket !== null && (phase.kind === 'waiting' || phase.kind === 'scanned');
  useEffect(() => {
    if (!polling || !ticket) return;
    let active = true;
    const timer = setTimeout(async () => {
      const result = await queryState({ ticket: ticket.ticket });
      if (!active) return;
      if (!result.error) {
        const data = result.data;
        if (data && 'token' in data) {
          setPhase({ kind: 'done' });
          void message.success('登录成功');
          onLoggedIn(data.token);
          return;
        }
        setPoll((n) => n + 1);
        return;
      }
      const { code, msg, data } = toApiError(result.error);
      if (code === Code.QR_PENDING) {
        const scanned = typeof data === 'object' && data !== null && 'state' in data && data.state === 'scanned';
        setPhase({ kind: scanned ? 'scanned' : 'waiting' });
        setPoll((n) => n + 1);
        return;
      }
      fail(msg);
    }, QR_POLL_INTERVAL_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [polling, ticket, poll, queryState, fail, message, onLoggedIn]);

  const expired = secondsLeft === 0 && polling;
  useEffect(() => {
    if (expired) setPhase({ kind: 'failed', msg: '二维码已过期，请刷新' });
  }, [expired]);

  return (
    <Modal open title="微信扫码登录" onCancel={onClose} footer={null} width={380} centered destroyOnHidden>
      <div className={styles.body}>
        <div className={styles.qrBox}>
          {ticket && <img className={styles.qr} src={ticket.qrUrl} alt="登录二维码" />}
          {phase.kind === 'loading' && (
            <div className={styles.overlay}>
              <Spinner description="二维码生成中" />
            </div>
          )}
          {phase.kind === 'scanned' && (
            <div className={styles.overlay}>
              <CheckCircleFilled className={styles.okIcon} aria-hidden />
            </div>
          )}
          {phase.kind === 'failed' && (
            <div className={styles.overlay}>
              <Result
                status="warning"
                title={phase.msg}
                className={styles.result}
                extra={
                  <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => void refresh()} autoFocus>
                    刷新
                  </Button>
                }
              />
            </div>
          )}
        </div>
        <div role="status" aria-live="polite" className={styles.status}>
          {phase.kind === 'waiting' && (
            <>
              <ScanOutlined aria-hidden /> 等待扫码
            </>
          )}
          {phase.kind === 'scanned' && '已扫码，请在手机上确认'}
          {phase.kind === 'done' && '登录成功'}
        </div>
        {polling && secondsLeft !== null && (
          <Typography.Text type="secondary" className={styles.countdown}>
            二维码 {formatSeconds(secondsLeft)} 后过期
          </Typography.Text>
        )}
        <Typography.Paragraph type="secondary" className={styles.hint}>
          打开微信扫一扫，在手机上确认即可登录
        </Typography.Paragraph>
        {ticket && polling && (
          <SameDeviceButton path={`/mock/scan/${encodeURIComponent(ticket.ticket)}`} testId="login-same-device">
            在本机微信中确认登录
          </SameDeviceButton>
        )}
      </div>
    </Modal>
  );
}

function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
