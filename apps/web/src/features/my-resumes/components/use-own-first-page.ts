// Page 1 of the user's own resume for its card (issue 27: never the template's sample person). Cached in this browser
// (lib/resume-thumbnail, written by the editor's preview too); when there is none, or it is of another template or an
// older version, the card fetches its PDF (cv/preview) and draws page 1 once the card is in view (a card of the first
// screen at once, the worker loading pdf.js meanwhile; the others when the browser is idle); the page is drawn in a worker (lib/pdf/thumbnail.ts), so pdf.js never runs on the list's main
// thread. A resume with neither name nor 求职意向 keeps its neutral card: its page would be blank.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { DEVICE } from '@cv/contract/constants';
import { api } from '@/lib/api/base-api';
import { canDrawPdf } from '@/lib/pdf/pdf-pages';
import { firstPageImage, warmThumbnailWorker } from '@/lib/pdf/thumbnail';
import { readThumbnail, writeThumbnail, type CachedThumbnail } from '@/lib/resume-thumbnail';
import { routeRequest } from '@/lib/server-url';
import { useAppDispatch } from '@/lib/store-hooks';
import type { ResumeListItem } from '../api/my-resumes-api';

/** The CSS width of a card's picture (drawn at 2x). */
const CARD_WIDTH = 240;

const cardPreviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    cardPreview: build.mutation<{ pdf_base64: string }, { cid: string; template: string }>({
      query: ({ cid, template }) => routeRequest('cvPreview', { cid, template, device: DEVICE }),
    }),
  }),
});

/** The stamp of a picture drawn here: the list's updated time, so a resume edited elsewhere is drawn again. */
const listStamp = (resume: ResumeListItem) => `list:${resume.updated_at}`;

/** A cached picture still shows this resume: the editor's (drawn from what it showed) or this list's, same version. */
function isCurrent(cached: CachedThumbnail, template: string, stamp: string): boolean {
  if (cached.template !== template) return false;
  return !cached.stamp.startsWith('list:') || cached.stamp === stamp;
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** `eager`: a card of the first screen, whose picture is what the user waits for: not put off until idle time. */
export function useOwnFirstPage(
  resume: ResumeListItem,
  card: RefObject<HTMLElement | null>,
  eager = false,
): string | null {
  const dispatch = useAppDispatch();
  const [image, setImage] = useState<string | null>(null);
  const [inView, setInView] = useState(false);
  const [cached, setCached] = useState<'unknown' | 'current' | 'missing'>('unknown');
  const started = useRef(false);
  const { cid, template } = resume;
  const stamp = listStamp(resume);
  const hasContent = Boolean(resume.personal.name || resume.personal.wish);

  useEffect(() => {
    let live = true;
    void readThumbnail(cid).then((t) => {
      if (!live) return;
      // An older picture still beats a neutral card while the current one is drawn.
      if (t) setImage(t.image);
      setCached(t && isCurrent(t, template, stamp) ? 'current' : 'missing');
    });
    return () => {
      live = false;
    };
  }, [cid, template, stamp]);

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
        const reply = await dispatch(cardPreviewApi.endpoints.cardPreview.initiate({ cid, template }));
        if (!reply.data?.pdf_base64) return; // no picture: the neutral card stays (the failure is not the user's task)
        const drawn = await firstPageImage(reply.data.pdf_base64, CARD_WIDTH);
        await writeThumbnail(cid, { stamp, template, image: drawn });
        if (live) setImage(drawn);
      })().catch((error: unknown) => console.warn('[my-resumes] first page not drawn', cid, error));
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
  }, [inView, eager, cid, template, stamp, dispatch]);

  return image;
}
