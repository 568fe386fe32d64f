// Download of a resume per SPEC 5 and 8; shared by my resumes and the editor.
import { useCallback, useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { Code } from '@cv/contract/codes';
import { toApiError } from '../api/base-query';
import { useDownloadResumeMutation } from '../api/resume-api';
import { saveFileAs } from '../download-file';

export interface DownloadResume {
  /** Resolves true when the file was saved. */
  download: (cid: string | null | undefined) => Promise<boolean>;
  /** The cid being downloaded, if any. */
  downloadingCid: string | null;
}

export function useDownloadResume(): DownloadResume {
  const [requestDownload] = useDownloadResumeMutation();
  const [downloadingCid, setDownloadingCid] = useState<string | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();

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
          const { code, msg } = toApiError(result.error);
          switch (code) {
            case Code.QUOTA_EXHAUSTED:
              void message.warning(msg);
              void navigate('/payment');
              break;
            case Code.NOTHING_TO_DOWNLOAD:
              void message.warning(msg);
              void navigate('/my-resumes?empty');
              break;
            case Code.DOWNLOAD_GENERATING:
            case Code.DOWNLOAD_TOO_FREQUENT:
            case Code.UNAUTHORIZED:
              // 10 and 11 are ignored (SPEC 8); 401 is handled by the base query.
              break;
            default:
              void message.error(msg);
          }
          return false;
        }
        await saveFileAs(result.data.url, result.data.name);
        void message.success(`已开始下载：${result.data.name}`);
        return true;
      } finally {
        setDownloadingCid(null);
      }
    },
    [requestDownload, message, navigate],
  );

  return { download, downloadingCid };
}
