// The PDF preview beside the editor (on a phone: behind the 预览 switch). The pages are drawn on canvases with
// pdf.js in every browser, also those without a PDF viewer (Android, WeChat); a new version replaces the shown
// one only once it is drawn, at the same page and scroll position. Zoom: fit width, 100%, - and +.
// No control here hands out the PDF file (no open-in-new-window, no save): the file comes only through 下载 PDF
// (cv/download and its quota codes, SPEC 6/8), so a user with 0 downloads left cannot save the preview (issue 22).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { ColumnWidthOutlined, ReloadOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Spinner } from '@/components/spinner';
import { useAppSelector } from '@/lib/store-hooks';
import { canDrawPdf, pdfWorker } from '@/lib/pdf/pdf-pages';
import { writeThumbnail } from '@/lib/resume-thumbnail';
import { selectEditor } from '../store/editor-slice';
import { IconAction } from './icon-action';
import { PdfCanvasView, ZOOM_STEPS, type PdfCanvasViewHandle, type Zoom } from './pdf-canvas-view';
import { PdfPreviewState } from './pdf-preview-state';
import { usePreview } from './use-preview';
import styles from './preview-pane.module.css';

/** CSS width of the My resumes card thumbnails (drawn at 2x). */
const THUMBNAIL_WIDTH = 240;

function nextZoom(current: number, direction: 1 | -1): number {
  const steps = direction > 0 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  return steps.find((s) => (direction > 0 ? s > current + 0.001 : s < current - 0.001)) ?? current;
}

/** className: the page's own (it hides the preview on the phone's 编辑 pane). */
export function PreviewPane({ className }: { className?: string }) {
  const { bytes, stamp, loading, error, source, refresh } = usePreview();
  const cid = useAppSelector((s) => selectEditor(s).cid);
  const template = useAppSelector((s) => selectEditor(s).template);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [shownScale, setShownScale] = useState<number | null>(null);
  const [drawError, setDrawError] = useState<string | null>(null);
  const view = useRef<PdfCanvasViewHandle>(null);

  // pdf.js and its worker start while the first preview is being generated, not after it has arrived.
  useEffect(() => {
    if (canDrawPdf) pdfWorker().catch(() => undefined);
  }, []);

  const onShown = useCallback(
    (info: { scale: number; thumbnail: (width: number) => Promise<string> }) => {
      setShownScale(info.scale);
      setDrawError(null);
      // My resumes shows page 1 of what was last previewed here (same IndexedDB store as the preview cache).
      if (cid && template && stamp) {
        void info
          .thumbnail(THUMBNAIL_WIDTH)
          .then((image) => writeThumbnail(cid, { stamp, template, image }))
          .catch(() => undefined);
      }
    },
    [cid, template, stamp],
  );
  const onError = useCallback((e: unknown) => {
    console.warn('[preview] drawing the PDF failed', e);
    setDrawError('预览绘制失败');
  }, []);

  const current = shownScale ?? 1;
  const percent = `${Math.round(current * 100)}%`;
  const drawn = Boolean(bytes && canDrawPdf && !drawError);

  return (
    <section
      className={className ? `${styles.previewCard} ${className}` : styles.previewCard}
      aria-labelledby="preview-title"
    >
      <div className={styles.previewHead}>
        <h2 id="preview-title">实时预览</h2>
        {drawn && (
          <Space.Compact className={styles.zoom} aria-label="缩放">
            <Tooltip title="缩小">
              <Button
                icon={<ZoomOutOutlined aria-hidden />}
                aria-label="缩小"
                onClick={() => setZoom(nextZoom(current, -1))}
                disabled={current <= ZOOM_STEPS[0]! + 0.001}
              />
            </Tooltip>
            <Tooltip title="实际大小">
              {/* The name begins with what the button shows (WCAG 2.5.3: a speech-input user says "66%"). */}
              <Button
                aria-label={`${percent}，实际大小`}
                onClick={() => setZoom(1)}
                className={styles.zoomLabel}
                data-testid="zoom-level"
              >
                {percent}
              </Button>
            </Tooltip>
            <Tooltip title="放大">
              <Button
                icon={<ZoomInOutlined aria-hidden />}
                aria-label="放大"
                onClick={() => setZoom(nextZoom(current, 1))}
                disabled={current >= ZOOM_STEPS.at(-1)! - 0.001}
              />
            </Tooltip>
            <Tooltip title="适合宽度">
              <Button
                icon={<ColumnWidthOutlined aria-hidden />}
                aria-label="适合宽度"
                aria-pressed={zoom === 'fit'}
                type={zoom === 'fit' ? 'primary' : 'default'}
                onClick={() => setZoom('fit')}
              />
            </Tooltip>
          </Space.Compact>
        )}
        <IconAction
          tip="重新生成预览"
          icon={<ReloadOutlined aria-hidden />}
          onClick={refresh}
          aria-label="刷新预览"
          disabled={loading}
        />
      </div>
      <div
        className={styles.previewBody}
        data-testid="preview"
        data-loading={loading ? 'true' : 'false'}
        data-source={source}
        data-drawn={drawn ? 'canvas' : 'none'}
        aria-busy={loading}
      >
        {bytes && drawn && <PdfCanvasView ref={view} bytes={bytes} zoom={zoom} onShown={onShown} onError={onError} />}
        <PdfPreviewState
          arrived={Boolean(bytes)}
          drawn={drawn}
          error={error}
          onRetry={refresh}
          generating="正在生成预览…"
          undrawn={
            <>
              <p>{drawError ?? '当前浏览器无法内嵌显示预览'}</p>
              <p>请使用上方「下载 PDF」获取简历文件</p>
            </>
          }
        />
        {bytes && loading && (
          <span className={styles.previewOverlay} role="status">
            <Spinner size="small" /> 更新中…
          </span>
        )}
        {bytes && error && !loading && (
          <span className={styles.previewOverlay} role="alert">
            预览更新失败：{error}
          </span>
        )}
      </div>
    </section>
  );
}
