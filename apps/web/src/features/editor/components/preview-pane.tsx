// The PDF preview beside the editor: the browser's viewer in an iframe (blob URL), with open/download links
// where inline PDF is not supported (mobile), a loading badge and a manual refresh.
import { Button, Spin, Tooltip } from 'antd';
import { DownloadOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { useAppSelector } from '@/lib/store-hooks';
import { selectEditor } from '../store/editor-slice';
import { usePreview } from './use-preview';
import styles from './editor-page.module.css';

const inlinePdf = typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;

export function PreviewPane() {
  const { url, loading, error, fromCache, refresh } = usePreview();
  const name = useAppSelector((s) => selectEditor(s).personal?.name ?? '');
  const fileName = `${name || '我的'}-简历预览.pdf`;

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
        {url && inlinePdf && (
          <iframe className={styles.previewFrame} src={`${url}#view=FitH&toolbar=0`} title="简历预览" />
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
