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
import { saveBlobAs, saveFileAs } from '../download-file';
import { serverUrl } from '../server-url';
import { isWeChat, showWeChatDownload } from '../wechat';
import { useAppDispatch, useAppSelector, type AppDispatch } from '../store-hooks';

/**
 * What the download gives: the PDF, the PDF's pages as one long PNG (长图), or a Word file (issue 36). Each is the
 * resume as HR sees it: the same cv/download first (its codes 5/6/10/11 handled once, below), then the file.
 */
export type DownloadFormat = 'pdf' | 'png' | 'docx';

interface Made {
  blob: Blob;
  name: string;
  /** What the success message says. */
  note: string;
}

/** 长图: every page of the PDF cv/download gave, stacked (lib/pdf/long-png, loaded on first use). */
async function longImage(url: string, pdfName: string): Promise<Made> {
  const response = await fetch(serverUrl(url));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { pdfToLongPng } = await import('../pdf/long-png');
  const png = await pdfToLongPng(new Uint8Array(await response.arrayBuffer()));
  const name = pdfName.replace(/\.pdf$/i, '') + '.png';
  return { blob: png.blob, name, note: `已生成长图：${name}（${png.pages} 页，${png.width}×${png.height}）` };
}

/** Word: the resume as the server has it (cv/get), set as a DOCX (lib/resume-io/docx and the docx package, loaded on first use). */
async function wordFile(cid: string, pdfName: string, dispatch: AppDispatch): Promise<Made | null> {
  const [{ fetchResume }, { docxFileName, resumeDocx }] = await Promise.all([
    import('../resume-io/resume-io'),
    import('../resume-io/docx'),
  ]);
  const resume = await dispatch(fetchResume(cid));
  if (!resume) return null;
  const name = docxFileName(pdfName);
  return { blob: await resumeDocx(resume), name, note: `已生成 Word 文件：${name}` };
}

/** The files made in the browser after cv/download said yes: what the user calls each, and how it is made. */
const MADE_HERE: Record<
  Exclude<DownloadFormat, 'pdf'>,
  { label: string; make: (url: string, pdfName: string, cid: string, dispatch: AppDispatch) => Promise<Made | null> }
> = {
  png: { label: '长图', make: (url, pdfName) => longImage(url, pdfName) },
  docx: { label: 'Word 文件', make: (_url, pdfName, cid, dispatch) => wordFile(cid, pdfName, dispatch) },
};

export interface DownloadResume {
  /** Resolves true when the file was saved. `confirmed`: the user already agreed to spend their last download. */
  download: (
    cid: string | null | undefined,
    options?: { confirmed?: boolean; format?: DownloadFormat },
  ) => Promise<boolean>;
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
    async (cid: string | null | undefined, options: { confirmed?: boolean; format?: DownloadFormat } = {}) => {
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
        if (options.format && options.format !== 'pdf') {
          // The image and the Word file are made only after cv/download said yes (a refusal above gives neither).
          const { label, make } = MADE_HERE[options.format];
          try {
            const made = await make(result.data.url, result.data.name, cid, dispatch);
            if (!made) return false;
            saveBlobAs(made.blob, made.name);
            void message.success(made.note);
            return true;
          } catch (error) {
            console.warn(`[download] ${label} failed`, error);
            void message.error(`${label}生成失败，请重试或下载 PDF`);
            return false;
          }
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
