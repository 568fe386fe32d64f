// Download of a resume per SPEC 5 and 8; shared by my resumes, the editor and the payment result page. Before the
// last free download the user is asked (最后一次免费下载); code 5 goes to /payment remembering the resume, so the
// payment result page can continue this download.
import { useCallback, useState } from 'react';
import { App } from 'antd';
import { reportFailure } from '../api/outcomes';
import { useDownloadResumeMutation } from '../api/resume-api';
import { useGetUserQuery } from '../api/user-api';
import { downloadsLeft } from '../quota';
import { selectHasToken } from '../session-slice';
import { saveFileAs } from '../download-file';
import { serverUrl } from '../server-url';
import { isWeChat, showWeChatDownload } from '../wechat';
import { useAppDispatch, useAppSelector } from '../store-hooks';

export interface DownloadResume {
  /** Resolves true when the file was saved. `confirmed`: the user already agreed to spend their last download. */
  download: (cid: string | null | undefined, options?: { confirmed?: boolean }) => Promise<boolean>;
  /** The cid being downloaded, if any. */
  downloadingCid: string | null;
}

export function useDownloadResume(): DownloadResume {
  const [requestDownload] = useDownloadResumeMutation();
  const [downloadingCid, setDownloadingCid] = useState<string | null>(null);
  const { message, modal } = App.useApp();
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector(selectHasToken);
  const user = useGetUserQuery(undefined, { skip: !hasToken });
  const left = user.data ? downloadsLeft(user.data) : null;

  /** Asks before the last free download; resolves true to go on. */
  const confirmLast = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: '最后一次免费下载',
          content: '这是你最后一次免费下载。之后再下载（包括修改后重新下载）需要购买下载包或会员。',
          okText: '继续下载',
          cancelText: '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );

  const download = useCallback(
    async (cid: string | null | undefined, options: { confirmed?: boolean } = {}) => {
      if (!cid) {
        console.log('[download] no resume id: nothing to download');
        return false;
      }
      if (left === 1 && !options.confirmed && !(await confirmLast())) return false;
      setDownloadingCid(cid);
      try {
        const result = await requestDownload({ cid });
        if (result.error) {
          // 5 → /payment (remembering this download), 6 → /my-resumes?empty, 10/11 ignored, 401 silent.
          dispatch(reportFailure('cvDownload', result.error, { download: cid }));
          return false;
        }
        if (isWeChat()) {
          const absolute = new URL(serverUrl(result.data.url), location.href).href;
          showWeChatDownload(modal, absolute, result.data.name, (ok) =>
            ok
              ? void message.success('链接已复制，请在浏览器中打开')
              : void message.warning('复制失败，请长按链接复制'),
          );
          return true;
        }
        await saveFileAs(result.data.url, result.data.name);
        void message.success(`已开始下载：${result.data.name}`);
        return true;
      } finally {
        setDownloadingCid(null);
      }
    },
    [requestDownload, message, modal, dispatch, left, confirmLast],
  );

  return { download, downloadingCid };
}
