// Download of a resume per SPEC 5 and 8; shared by my resumes and the editor.
import { useCallback, useState } from 'react';
import { App } from 'antd';
import { reportFailure } from '../api/outcomes';
import { useDownloadResumeMutation } from '../api/resume-api';
import { saveFileAs } from '../download-file';
import { serverUrl } from '../server-url';
import { isWeChat, showWeChatDownload } from '../wechat';
import { useAppDispatch } from '../store-hooks';

export interface DownloadResume {
  /** Resolves true when the file was saved. */
  download: (cid: string | null | undefined) => Promise<boolean>;
  /** The cid being downloaded, if any. */
  downloadingCid: string | null;
}

export function useDownloadResume(): DownloadResume {
  const [requestDownload] = useDownloadResumeMutation();
  const [downloadingCid, setDownloadingCid] = useState<string | null>(null);
  const { message, modal } = App.useApp();
  const dispatch = useAppDispatch();

  const download = useCallback(
    async (cid: string | null | undefined) => {
      if (!cid) {
        console.log('[download] no resume id: nothing to download');
        return false;
      }
      setDownloadingCid(cid);
      try {
        const result = await requestDownload({ cid });
        if (result.error) {
          // 5 → /payment, 6 → /my-resumes?empty, 10/11 ignored, 401 silent (lib/api/outcomes).
          dispatch(reportFailure('cvDownload', result.error));
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
    [requestDownload, message, modal, dispatch],
  );

  return { download, downloadingCid };
}
