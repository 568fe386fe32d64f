// The preview's pages drawn on canvases (pdf.js). Double buffered: each page of a new PDF is drawn into a canvas
// that is not on screen and replaces the shown page only once drawn, so the reader never sees a blank or
// half-drawn frame. The pages in view are drawn and swapped first (that is when the update is visible), then the
// others. The scroll position (page and place on it) is kept; a zoom change swaps all pages at once and keeps the
// same place in the document.
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { drawPage, drawThumbnail, openPdf, pageSize, type DrawnPage } from '@/lib/pdf/pdf-pages';
import styles from './pdf-canvas-view.module.css';

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
        const count = doc.numPages;
        const label = (i: number) => `简历预览 第 ${i} 页，共 ${count} 页`;
        const dress = (p: DrawnPage, i: number) => {
          p.canvas.className = styles.pdfPage!;
          p.canvas.style.width = `${p.width}px`;
          p.canvas.style.height = `${p.height}px`;
          p.canvas.setAttribute('role', 'img');
          p.canvas.setAttribute('aria-label', label(i));
          p.canvas.dataset.page = String(i);
          return p.canvas;
        };
        const shown = [...host.querySelectorAll<HTMLCanvasElement>('canvas[data-page]')];
        const previousScale = scaleRef.current;
        const sameLayout = previousScale === scale && shown.length > 0;
        const publish = () => {
          scaleRef.current = scale;
          host.dataset.scale = scale.toFixed(3);
          setVersion((v) => v + 1);
        };
        if (sameLayout) {
          // Pages in view first: each replaces its old self once drawn.
          const view = scroller.getBoundingClientRect();
          const inView = (c: HTMLCanvasElement) => {
            const r = c.getBoundingClientRect();
            return r.bottom > view.top && r.top < view.bottom;
          };
          const visible = shown
            .filter(inView)
            .map((c) => Number(c.dataset.page))
            .filter((n) => n <= count);
          const order = [
            ...visible,
            ...Array.from({ length: count }, (_, i) => i + 1).filter((n) => !visible.includes(n)),
          ];
          let published = false;
          for (const n of order) {
            const drawn = dress(await drawPage(doc, n, scale), n);
            if (cancelled) return;
            const old = host.querySelector(`canvas[data-page="${n}"]`);
            if (old) old.replaceWith(drawn);
            else host.append(drawn); // the new version has more pages
            if (!published && !visible.includes(order[order.indexOf(n) + 1] ?? -1)) {
              publish(); // every page in view shows the new version
              published = true;
            }
          }
          for (const extra of host.querySelectorAll<HTMLCanvasElement>('canvas[data-page]')) {
            if (Number(extra.dataset.page) > count)
              extra.remove(); // the new version has fewer pages
            else extra.setAttribute('aria-label', label(Number(extra.dataset.page)));
          }
          if (!published) publish();
        } else {
          // First PDF or a new zoom: all pages at once, at the same place in the document.
          const pages: HTMLCanvasElement[] = [];
          for (let n = 1; n <= count; n++) {
            pages.push(dress(await drawPage(doc, n, scale), n));
            if (cancelled) return;
          }
          const previousHeight = scroller.scrollHeight;
          const fraction = previousHeight > 0 ? scroller.scrollTop / previousHeight : 0;
          host.replaceChildren(...pages);
          if (previousScale !== null) scroller.scrollTop = fraction * scroller.scrollHeight;
          publish();
        }
        const shownDoc = doc;
        callbacks.current.onShown?.({
          pages: count,
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
