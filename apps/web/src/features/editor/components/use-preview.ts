// The live preview: a cached PDF for [cid, template] is shown at once when its content stamp matches; otherwise,
// shortly after the last edit, fetchPreview flushes the edits and requests cv/preview (a newer request aborts the
// older one). The same hook shows the resume in a candidate template of the 更换模板 drawer (issue 27: seen before
// cv/setTemplate), cached the same way, so switching to it then shows at once. Only a returned PDF is cached, and only when everything it shows was saved. The PDF stays bytes in
// memory for pdf.js to draw: no URL of the file is made, so the preview never hands out the PDF (issue 22; the file
// comes only through cv/download and its quota codes).
import { useCallback, useEffect, useRef, useState } from 'react';
import { PERSONAL_SAVE_DEBOUNCE_MS } from '@cv/contract/constants';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/store-hooks';
import { readCachedPreview, writeCachedPreview } from '../lib/preview-cache';
import { fetchPreview } from '../store/editor-actions';
import { previewLoadingChanged, selectEditor } from '../store/editor-slice';
import { selectContentStamp } from '../store/editor-selectors';

/**
 * Wait after an edit before asking for a new preview: the autosave's 600 ms. fetchPreview flushes the pending
 * edits itself, so the preview does not wait for the save and then its own delay (issue 13: visible within 900 ms
 * of the last keystroke).
 */
export const PREVIEW_DEBOUNCE_MS = PERSONAL_SAVE_DEBOUNCE_MS;

function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export interface PreviewView {
  /** The PDF itself (drawn on canvases by the preview pane). */
  bytes: Uint8Array | null;
  /** Content stamp of what `bytes` shows, when known to be saved. */
  stamp: string | null;
  loading: boolean;
  error: string | null;
  /** Where the shown PDF came from (the preview boxes' data-source). */
  source: 'cache' | 'server' | 'none';
  refresh: () => void;
}

/**
 * The preview of the resume in its own template, or with `candidate` in that template (null: none wanted yet).
 * Only the resume's own preview is the editor's previewLoading.
 */
export function usePreview(candidate?: string | null): PreviewView {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cid = useAppSelector((s) => selectEditor(s).cid);
  const own = useAppSelector((s) => selectEditor(s).template);
  const isOwn = candidate === undefined;
  const template = isOwn ? own : candidate;
  const ready = useAppSelector((s) => selectEditor(s).status === 'ready');
  const ownLoading = useAppSelector((s) => selectEditor(s).previewLoading);
  const [candidateLoading, setCandidateLoading] = useState(false);
  const loading = isOwn ? ownLoading : candidateLoading;
  const setLoading = useCallback(
    (value: boolean) => (isOwn ? dispatch(previewLoadingChanged(value)) : setCandidateLoading(value)),
    [isOwn, dispatch],
  );
  const stamp = useAppSelector(selectContentStamp);
  const [view, setView] = useState<{
    bytes: Uint8Array;
    stamp: string | null;
    fromCache: boolean;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const forceRef = useRef(false);

  const show = useCallback((base64: string, fromCache: boolean, shownStamp: string | null) => {
    setView({ bytes: base64ToBytes(base64), stamp: shownStamp, fromCache });
    setError(null);
  }, []);

  useEffect(() => {
    if (!ready || !cid || !template) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const requestPreview = async () => {
      const result = await dispatch(fetchPreview(controller.signal, isOwn ? undefined : template));
      if (cancelled) return;
      if (result.pdf_base64) {
        show(result.pdf_base64, false, result.stamp);
        // Loading ends once the PDF is shown and cached: a candidate chosen right then (使用此模板) is read from the
        // cache, not asked of the server again. The write is a few ms of IndexedDB; the PDF is on screen meanwhile.
        if (result.stamp)
          await writeCachedPreview(cid, template, { stamp: result.stamp, pdf_base64: result.pdf_base64 });
        if (!cancelled) setLoading(false);
      } else {
        setLoading(false);
        setError(result.error ?? '预览生成失败');
      }
    };

    const force = forceRef.current;
    forceRef.current = false;
    void (async () => {
      const cached = force ? null : await readCachedPreview(cid, template);
      if (cancelled) return;
      if (cached && cached.stamp === stamp) {
        show(cached.pdf_base64, true, cached.stamp);
        setLoading(false);
        return;
      }
      setLoading(true);
      const edited = selectEditor(store.getState()).version > 0;
      timer = setTimeout(() => void requestPreview(), edited ? PREVIEW_DEBOUNCE_MS : 0);
    })();

    return () => {
      cancelled = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [ready, cid, template, isOwn, stamp, refreshes, dispatch, store, show, setLoading]);

  const refresh = useCallback(() => {
    forceRef.current = true;
    setRefreshes((n) => n + 1);
  }, []);
  return {
    bytes: view?.bytes ?? null,
    stamp: view?.stamp ?? null,
    source: view ? (view.fromCache ? 'cache' : 'server') : 'none',
    loading,
    error,
    refresh,
  };
}
