// The preview's pages drawn on canvases (pdf.js). Double buffered: a new PDF (or zoom) is drawn into canvases
// that are not on screen, and they replace the shown ones in one DOM operation once every page is drawn, so the
// reader never sees a blank or half-drawn frame; the scroll position (page and place on it) is kept.
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { drawPages, drawThumbnail, openPdf, pageSize } from '../lib/pdf-pages';
import styles from './editor-page.module.css';

export type Zoom = 'fit' | number;
export const ZOOM_STEPS = [0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 2];
/** Gap around and between pages (CSS px). */
const GAP = 12;

export interface PdfCanvasViewHandle {
  /** The scale actually drawn (for the zoom label): fit width resolves to a number. */
  scale: () => number | null;
}

interface Props {
  bytes: Uint8Array;
  zoom: Zoom;
  /** Called once per PDF after its pages are on screen, with the document (e.g. to draw a thumbnail). */
  onShown?: (info: { pages: number; scale: number; thumbnail: (width: number) => Promise<string> }) => void;
  onError?: (error: unknown) => void;
}

export const PdfCanvasView = forwardRef<PdfCanvasViewHandle, Props>(function PdfCanvasView(
  { bytes, zoom, onShown, onError },
  ref,
) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const scaleRef = useRef<number | null>(null);
  const [width, setWidth] = useState(0);
  const [version, setVersion] = useState(0);
  const callbacks = useRef({ onShown, onError });
  callbacks.current = { onShown, onError };

  useImperativeHandle(ref, () => ({ scale: () => scaleRef.current }), []);

  // Fit width follows the pane's width (window resize, phone 编辑/预览 switch making it visible).
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(Math.floor(el.clientWidth)));
    observer.observe(el);
    setWidth(Math.floor(el.clientWidth));
    return () => observer.disconnect();
  }, []);

  const fitWidth = zoom === 'fit' ? width : 0;
  useEffect(() => {
    const scroller = scrollRef.current;
    const host = pagesRef.current;
    if (!scroller || !host) return;
    if (zoom === 'fit' && fitWidth <= 0) return; // hidden (phone, 编辑 side): draw when shown
    let cancelled = false;
    let doc: PDFDocumentProxy | null = null;
    void (async () => {
      try {
        doc = await openPdf(bytes);
        if (cancelled) return;
        const size = await pageSize(doc);
        const scale = zoom === 'fit' ? Math.max(0.2, (fitWidth - 2 * GAP) / size.width) : zoom;
        const pages = await drawPages(doc, scale, () => cancelled);
        if (!pages || cancelled) return;
        // Where the reader is, as a fraction of the content, to come back to after a zoom change.
        const previousHeight = scroller.scrollHeight;
        const fraction = previousHeight > 0 ? scroller.scrollTop / previousHeight : 0;
        const previousScale = scaleRef.current;
        const elements = pages.map((p, i) => {
          p.canvas.className = styles.pdfPage!;
          p.canvas.style.width = `${p.width}px`;
          p.canvas.style.height = `${p.height}px`;
          p.canvas.setAttribute('role', 'img');
          p.canvas.setAttribute('aria-label', `简历预览 第 ${i + 1} 页，共 ${pages.length} 页`);
          p.canvas.dataset.page = String(i + 1);
          return p.canvas;
        });
        host.replaceChildren(...elements); // the swap: one DOM operation, painted in the next frame
        if (previousScale !== null && previousScale !== scale) {
          scroller.scrollTop = fraction * scroller.scrollHeight;
        }
        scaleRef.current = scale;
        host.dataset.scale = scale.toFixed(3);
        setVersion((v) => v + 1);
        const shownDoc = doc;
        callbacks.current.onShown?.({
          pages: pages.length,
          scale,
          thumbnail: (w) => drawThumbnail(shownDoc, w),
        });
      } catch (error) {
        if (!cancelled) callbacks.current.onError?.(error);
      }
    })();
    return () => {
      cancelled = true;
      // Drawing is finished or abandoned; thumbnails are drawn right after onShown, so give them a moment.
      const d = doc;
      if (d) setTimeout(() => void d.destroy(), 5_000);
    };
  }, [bytes, zoom, fitWidth]);

  return (
    <div ref={scrollRef} className={styles.pdfScroll} tabIndex={0} aria-label="简历预览页面（可滚动）" role="region">
      <div ref={pagesRef} className={styles.pdfPages} data-testid="preview-pages" data-version={version} />
    </div>
  );
});
