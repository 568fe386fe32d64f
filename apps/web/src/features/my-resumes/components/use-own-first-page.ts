// Page 1 of the user's own resume for its card (issue 27: never the template's sample person). Cached in this browser
// (lib/resume-thumbnail, written by the editor's preview too); when there is none, or it is of another template or an
// older version, the card fetches its PDF (cv/preview) and draws page 1 once the card is in view (a card of the first
// screen at once, the worker loading pdf.js meanwhile; the others when the browser is idle); the page is drawn in a worker (lib/pdf/thumbnail.ts), so pdf.js never runs on the list's main
// thread. A resume with neither name nor 求职意向 keeps its neutral card: its page would be blank.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { api } from '@/lib/api/base-api';
import { cardPreviewRequest } from '@/lib/api/first-screen-requests';
import { canDrawPdf } from '@/lib/pdf/pdf-pages';
import { CARD_PICTURE_CSS_WIDTH, type EarlyFirstPicture } from '@/lib/pdf/card-picture';
import { firstPageImage, warmThumbnailWorker } from '@/lib/pdf/thumbnail';
import { isCurrentThumbnail, listStamp, readThumbnail, writeThumbnail } from '@/lib/resume-thumbnail';
import { useAppDispatch } from '@/lib/store-hooks';
import type { ResumeListItem } from '../api/my-resumes-api';

const cardPreviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    cardPreview: build.mutation<{ pdf_base64: string }, { cid: string; template: string }>({
      query: ({ cid, template }) => cardPreviewRequest(cid, template),
    }),
  }),
});

/**
 * The first card's picture goes first: the other cards of the first screen send their cv/preview once it is drawn
 * (or not needed, or failed), so on a slow connection it does not share the bandwidth and the worker with them. At
 * most FIRST_PICTURE_WAIT_MS: a stuck first picture never holds the others back for good.
 */
const FIRST_PICTURE_WAIT_MS = 4000;
let firstPictureSettled: () => void = () => undefined;
const firstPicture = new Promise<void>((resolve) => {
  firstPictureSettled = resolve;
});
const afterFirstPicture = () =>
  Promise.race([firstPicture, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PICTURE_WAIT_MS))]);

/**
 * The picture index.html's loader drew for this version of a resume before the scripts ran (build/route-preload.ts);
 * null when it drew none for it. Left in place: the same picture for the same version (StrictMode, coming back).
 */
function earlyPicture(cid: string, template: string, updatedAt: string): EarlyFirstPicture['picture'] | null {
  const early = (globalThis as { __cvFirstPicture?: EarlyFirstPicture }).__cvFirstPicture;
  if (!early || early.cid !== cid || early.template !== template || early.updated_at !== updatedAt) return null;
  return early.picture;
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * `eager`: a card of the first screen, whose picture is what the user waits for: not put off until idle time.
 * `first`: the very first card, whose picture the other eager cards wait for (afterFirstPicture).
 */
export function useOwnFirstPage(
  resume: ResumeListItem,
  card: RefObject<HTMLElement | null>,
  eager = false,
  first = false,
): string | null {
  const dispatch = useAppDispatch();
  const [image, setImage] = useState<string | null>(null);
  const [inView, setInView] = useState(false);
  const [cached, setCached] = useState<'unknown' | 'current' | 'missing'>('unknown');
  const started = useRef(false);
  const { cid, template, updated_at: updatedAt } = resume;
  const stamp = listStamp(updatedAt);
  const hasContent = Boolean(resume.personal.name || resume.personal.wish);

  useEffect(() => {
    let live = true;
    void (async () => {
      const early = earlyPicture(cid, template, updatedAt);
      const drawn = early ? await early.catch(() => null) : null;
      if (drawn) {
        // Drawn from this version's cv/preview: shown as the static shell showed it, and kept as this list's picture.
        if (!live) return;
        setImage(drawn.image);
        setCached('current');
        if (first) firstPictureSettled();
        await writeThumbnail(cid, { stamp, template, image: drawn.image });
        return;
      }
      const t = await readThumbnail(cid);
      if (!live) return;
      // An older picture still beats a neutral card while the current one is drawn.
      if (t) setImage(t.image);
      const current = t && isCurrentThumbnail(t, template, updatedAt);
      setCached(current ? 'current' : 'missing');
      if (first && (current || !hasContent || !canDrawPdf)) firstPictureSettled(); // nothing to draw first
    })();
    return () => {
      live = false;
    };
  }, [cid, template, updatedAt, stamp, first, hasContent]);

  useEffect(() => {
    const el = card.current;
    if (!el || cached !== 'missing' || !hasContent || !canDrawPdf || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [card, cached, hasContent]);

  useEffect(() => {
    if (!inView || started.current) return;
    let live = true;
    const draw = () => {
      started.current = true;
      warmThumbnailWorker();
      void (async () => {
        if (!first) await afterFirstPicture();
        const reply = await dispatch(cardPreviewApi.endpoints.cardPreview.initiate({ cid, template }));
        if (!reply.data?.pdf_base64) return; // no picture: the neutral card stays (the failure is not the user's task)
        const drawn = await firstPageImage(reply.data.pdf_base64, CARD_PICTURE_CSS_WIDTH);
        if (live) setImage(drawn);
        await writeThumbnail(cid, { stamp, template, image: drawn });
      })()
        .catch((error: unknown) => console.warn('[my-resumes] first page not drawn', cid, error))
        .finally(() => {
          if (first) firstPictureSettled();
        });
    };
    if (eager) {
      draw();
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(draw);
    return () => {
      live = false;
      cancel();
    };
  }, [inView, eager, first, cid, template, stamp, dispatch]);

  return image;
}
