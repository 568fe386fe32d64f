// /payment/:result: the outcome of a payment (success, fail, cancel, or an unknown value) and what to do next. After a
// success the user goes back where the purchase started (?from=..., lib/payment-return) and, with one click, the
// download (or creation) that was refused for lack of quota continues.
import { useState } from 'react';
import { Button, Result, type ResultProps } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useGetUserQuery } from '@/lib/api/user-api';
import { useCreateResume } from '@/lib/hooks/use-create-resume';
import { useDownloadResume } from '@/lib/hooks/use-download-resume';
import { paymentReturnQuery, readPaymentReturn, returnLabel, type PaymentReturn } from '@/lib/payment-return';
import { selectHasToken } from '@/lib/session-slice';
import { useAppSelector } from '@/lib/store-hooks';
import { formatDate, formatQuota } from '@/utils/format';
import styles from './payment-page.module.css';

/** The outcome as the page's one h1 (antd's Result draws its title as a div), looking as Result draws it. */
function ResultTitle({ text }: { text: string }) {
  return <h1 className={styles.resultTitle}>{text}</h1>;
}

function QuotaLine() {
  const hasToken = useAppSelector(selectHasToken);
  const user = useGetUserQuery(undefined, { skip: !hasToken });
  if (!user.data) return null;
  const vip = user.data.vip_until ? `会员有效期至 ${formatDate(user.data.vip_until)}；` : '';
  return (
    <span data-testid="quota-after-pay">
      {vip}剩余可创建 {formatQuota(user.data.resumes_left)} 份，可下载 {formatQuota(user.data.downloads_left)} 次
    </span>
  );
}

/** The way back after paying: continue the refused download or creation there, or just go back. */
function ContinueButton({ back }: { back: PaymentReturn }) {
  const navigate = useNavigate();
  const { download } = useDownloadResume();
  const { create } = useCreateResume();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if (back.download) {
        // The user asked for this download before paying: no second confirmation.
        if (await download(back.download, { confirmed: true })) void navigate(back.from);
      } else if (back.create) {
        const cid = await create(back.create);
        if (cid) void navigate(`/edit/${cid}`);
      } else {
        void navigate(back.from);
      }
    } finally {
      setBusy(false);
    }
  };
  const label = back.download
    ? `${returnLabel(back.from)}并继续下载`
    : back.create
      ? '继续创建简历'
      : returnLabel(back.from);
  return (
    <Button type="primary" loading={busy} onClick={() => void run()} data-testid="payment-continue">
      {label}
    </Button>
  );
}

interface NextSteps {
  status: ResultProps['status'];
  title: string;
  subTitle: string;
  /** [label, path]; the first is the primary button. */
  ways: [string, string][];
}

/** A result other than success: what happened, and the ways on. */
function nextSteps(result: string | undefined, payment: string): NextSteps {
  switch (result) {
    case 'fail':
      return {
        status: 'error',
        title: '支付未完成',
        subTitle: '订单已关闭或支付失败，未产生扣款。可以重新下单。',
        ways: [
          ['重新购买', payment],
          ['返回首页', '/'],
        ],
      };
    case 'cancel':
      return {
        status: 'info',
        title: '已取消支付',
        subTitle: '订单未支付。需要时可以随时回来购买。',
        ways: [
          ['返回会员页', payment],
          ['我的简历', '/my-resumes'],
        ],
      };
    default:
      return {
        status: 'warning',
        title: '未知的支付结果',
        subTitle: `无法识别的结果「${result ?? ''}」。请在订单列表中确认支付状态。`,
        ways: [
          ['查看订单', '/payment'],
          ['返回首页', '/'],
        ],
      };
  }
}

export function PaymentResultPage() {
  const { result } = useParams();
  const [params] = useSearchParams();
  const back = readPaymentReturn(params);
  const navigate = useNavigate();
  const go = (to: string) => () => void navigate(to);
  // Fail and cancel lead back to /payment with the same return, so a second try still comes back.
  const payment = `/payment${paymentReturnQuery(back)}`;

  if (result === 'success') {
    return (
      <Result
        status="success"
        title={<ResultTitle text="支付成功" />}
        subTitle={<QuotaLine />}
        extra={[
          ...(back ? [<ContinueButton key="continue" back={back} />] : []),
          <Button type={back ? 'default' : 'primary'} key="create" onClick={go('/resume-templates')}>
            去创建简历
          </Button>,
          <Button key="mine" onClick={go('/my-resumes')}>
            我的简历
          </Button>,
          <Button key="orders" onClick={go('/payment')}>
            查看订单
          </Button>,
        ]}
      />
    );
  }
  const { status, title, subTitle, ways } = nextSteps(result, payment);
  return (
    <Result
      status={status}
      title={<ResultTitle text={title} />}
      subTitle={subTitle}
      extra={ways.map(([label, to], index) => (
        <Button type={index === 0 ? 'primary' : undefined} key={label} onClick={go(to)}>
          {label}
        </Button>
      ))}
    />
  );
}
