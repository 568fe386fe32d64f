// The PDF preview beside the editor: the browser's viewer in an iframe (blob URL), with open/download links
// where inline PDF is not supported (mobile), a loading badge and a manual refresh.
import { useEffect, useState } from 'react';
import { Button, Spin, Tooltip } from 'antd';
import { DownloadOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { useAppSelector } from '@/lib/store-hooks';
import { selectEditor } from '../store/editor-slice';
import { usePreview } from './use-preview';
import styles from './editor-page.module.css';

const inlinePdf = typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;
/** A new PDF replaces the shown one when its viewer has loaded, or after this long at the latest. */
const SWAP_TIMEOUT_MS = 1500;

/** Double buffering: the new PDF loads in a hidden frame while the old one stays visible (no blank flash). */
function useDisplayedUrl(url: string | null) {
  const [displayed, setDisplayed] = useState<string | null>(null);
  const pending = url && url !== displayed ? url : null;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setDisplayed(pending), displayed ? SWAP_TIMEOUT_MS : 0);
    return () => clearTimeout(timer);
  }, [pending, displayed]);
  return { displayed, pending, loaded: (u: string) => u === pending && setDisplayed(u) };
}

export function PreviewPane() {
  const { url, loading, error, fromCache, refresh } = usePreview();
  const name = useAppSelector((s) => selectEditor(s).personal?.name ?? '');
  const fileName = `${name || '我的'}-简历预览.pdf`;
  const frames = useDisplayedUrl(inlinePdf ? url : null);

  return (
    <section className={styles.previewCard} aria-labelledby="preview-title">
      <div className={styles.previewHead}>
        <h2 id="preview-title">实时预览</h2>
        {url && (
          <>
            <Tooltip title="在新窗口打开">
              <Button
                size="small"
                type="text"
                icon={<ExportOutlined />}
                href={url}
                target="_blank"
                aria-label="在新窗口打开预览"
              />
            </Tooltip>
            <Tooltip title="保存预览 PDF">
              <Button
                size="small"
                type="text"
                icon={<DownloadOutlined />}
                href={url}
                download={fileName}
                aria-label="保存预览 PDF"
              />
            </Tooltip>
          </>
        )}
        <Tooltip title="重新生成预览">
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            onClick={refresh}
            aria-label="刷新预览"
            disabled={loading}
          />
        </Tooltip>
      </div>
      <div
        className={styles.previewBody}
        data-testid="preview"
        data-loading={loading ? 'true' : 'false'}
        data-source={url ? (fromCache ? 'cache' : 'server') : 'none'}
        aria-busy={loading}
      >
        {[frames.displayed, frames.pending].map(
          (u) =>
            u && (
              <iframe
                key={u}
                className={
                  u === frames.displayed ? styles.previewFrame : `${styles.previewFrame} ${styles.hiddenFrame}`
                }
                src={`${u}#view=FitH&toolbar=0`}
                title={u === frames.displayed ? '简历预览' : '简历预览（更新中）'}
                aria-hidden={u !== frames.displayed}
                tabIndex={u === frames.displayed ? 0 : -1}
                onLoad={() => frames.loaded(u)}
              />
            ),
        )}
        {url && !inlinePdf && (
          <div className={styles.previewEmpty}>
            <p>当前浏览器不支持内嵌预览 PDF</p>
            <Button type="primary" href={url} target="_blank">
              打开预览
            </Button>
            <Button ghost href={url} download={fileName}>
              下载预览 PDF
            </Button>
          </div>
        )}
        {!url && (
          <div className={styles.previewEmpty}>
            {error ? (
              <>
                <p>{error}</p>
                <Button onClick={refresh}>重试</Button>
              </>
            ) : (
              <Spin description="正在生成预览…" />
            )}
          </div>
        )}
        {url && loading && (
          <span className={styles.previewOverlay} role="status">
            <Spin size="small" /> 更新中…
          </span>
        )}
        {url && error && !loading && (
          <span className={styles.previewOverlay} role="alert">
            预览更新失败：{error}
          </span>
        )}
      </div>
    </section>
  );
}
