// The original beside the draft: a PDF's pages drawn with pdf.js (lib/pdf), an image as it is, a Word or JSON file
// as its text. The
// places of the field in focus (or under the pointer) are highlighted: boxes over the page, marked spans of text;
// focusing a field scrolls its first place into view.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { canDrawPdf, drawPage, openPdf } from '@/lib/pdf/pdf-pages';
import type { ImportOriginal, OriginalPage, SourceRef } from '@/lib/resume-import/model';
import type { Highlight } from '../lib/highlight';
import styles from './review.module.css';

type PdfRef = Extract<SourceRef, { kind: 'pdf' }>;
type TextRef = Extract<SourceRef, { kind: 'text' }>;

const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(3)}%`;

function PagedOriginal({
  bytes,
  pages,
  image,
  highlight,
  onDrawn,
}: {
  bytes: Uint8Array;
  pages: OriginalPage[];
  /** An image's type: the bytes are that image (one page), shown as they are instead of drawn by pdf.js. */
  image?: string;
  highlight: Highlight;
  onDrawn?: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const drawnCallback = useRef(onDrawn);
  drawnCallback.current = onDrawn;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const observer = new ResizeObserver(() =>
      setWidth((w) => (Math.abs(el.clientWidth - w) > 24 ? el.clientWidth : w)),
    );
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);

  const imageUrl = useMemo(
    () => (image ? URL.createObjectURL(new Blob([bytes as BlobPart], { type: image })) : null),
    [bytes, image],
  );
  useEffect(() => () => void (imageUrl && URL.revokeObjectURL(imageUrl)), [imageUrl]);

  useEffect(() => {
    const el = host.current;
    if (!el || width <= 0 || !canDrawPdf || image) return;
    let cancelled = false;
    let doc: PDFDocumentProxy | null = null;
    void (async () => {
      try {
        doc = await openPdf(bytes);
        for (let n = 1; n <= doc.numPages && !cancelled; n++) {
          const size = pages[n - 1];
          if (!size) break;
          const drawn = await drawPage(doc, n, width / (size.width * (96 / 72)));
          const slot = el.querySelector<HTMLElement>(`[data-page-slot="${n}"]`);
          if (cancelled || !slot) break;
          drawn.canvas.className = styles.pageCanvas!;
          drawn.canvas.setAttribute('aria-hidden', 'true');
          slot.replaceChildren(drawn.canvas);
        }
        if (!cancelled) drawnCallback.current?.();
      } catch {
        // The pages stay blank; the text of the draft is still there to review.
      } finally {
        void doc?.destroy();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [bytes, pages, width, image]);

  const boxes = highlight.refs.filter((r): r is PdfRef => r.kind === 'pdf');
  useEffect(() => {
    if (highlight.focusTick === 0) return;
    host.current?.querySelector('[data-highlight]')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [highlight.focusTick]);

  return (
    <div ref={host} className={styles.pages}>
      {pages.map((size, i) => (
        <div
          key={i}
          className={styles.page}
          style={{ aspectRatio: `${size.width} / ${size.height}` }}
          role="img"
          aria-label={`原文 第 ${i + 1} 页，共 ${pages.length} 页`}
        >
          <div
            data-page-slot={i + 1}
            className={styles.pageSlot}
            // A page read turned level is shown turned the same way: the boxes are where its lines were read.
            style={size.slant ? { transform: `rotate(${-size.slant}deg)` } : undefined}
          >
            {imageUrl && (
              <img
                src={imageUrl}
                alt=""
                className={styles.pageCanvas}
                onLoad={() => drawnCallback.current?.()}
                aria-hidden="true"
              />
            )}
          </div>
          {boxes
            .filter((b) => b.page === i)
            .map((b, k) => (
              <div
                key={k}
                data-highlight
                className={styles.box}
                style={{
                  left: pct(b.x, size.width),
                  top: pct(b.y, size.height),
                  width: pct(b.w, size.width),
                  height: pct(b.h, size.height),
                }}
              />
            ))}
        </div>
      ))}
    </div>
  );
}

/** The text cut at the highlighted spans: [text, marked] pieces. */
function markSpans(text: string, refs: TextRef[]): [string, boolean][] {
  const spans = refs
    .map((r) => [Math.max(0, r.start), Math.min(text.length, r.end)] as const)
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  const pieces: [string, boolean][] = [];
  let at = 0;
  for (const [a, b] of spans) {
    if (b <= at) continue;
    if (a > at) pieces.push([text.slice(at, a), false]);
    pieces.push([text.slice(Math.max(a, at), b), true]);
    at = b;
  }
  if (at < text.length) pieces.push([text.slice(at), false]);
  return pieces;
}

function TextOriginal({ text, highlight }: { text: string; highlight: Highlight }) {
  const host = useRef<HTMLPreElement>(null);
  const pieces = markSpans(
    text,
    highlight.refs.filter((r): r is TextRef => r.kind === 'text'),
  );
  useEffect(() => {
    if (highlight.focusTick === 0) return;
    host.current?.querySelector('mark')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [highlight.focusTick]);
  return (
    <pre ref={host} className={styles.text} aria-label="原文">
      {pieces.map(([piece, marked], i) => (marked ? <mark key={i}>{piece}</mark> : piece))}
    </pre>
  );
}

interface Props {
  original: ImportOriginal;
  bytes: Uint8Array | null;
  highlight: Highlight;
  onDrawn?: () => void;
}

export function OriginalView({ original, bytes, highlight, onDrawn }: Props) {
  return (
    <section className={styles.original} aria-labelledby="import-original" tabIndex={0}>
      <h2 id="import-original" className={styles.cardTitle}>
        原文
      </h2>
      {original.kind !== 'text' && bytes ? (
        <PagedOriginal
          bytes={bytes}
          pages={original.pages}
          image={original.kind === 'image' ? original.mime : undefined}
          highlight={highlight}
          onDrawn={onDrawn}
        />
      ) : original.kind === 'text' ? (
        <TextOriginal text={original.text} highlight={highlight} />
      ) : null}
    </section>
  );
}
