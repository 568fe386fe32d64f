// The live preview: a cached PDF for [cid, template] is shown at once when its content stamp matches; otherwise,
// shortly after the last edit, fetchPreview flushes the edits and requests cv/preview (a newer request aborts the
// older one). Only a returned PDF is cached, and only when everything it shows was saved.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/store-hooks';
import { readCachedPreview, writeCachedPreview } from '../lib/preview-cache';
import { fetchPreview } from '../store/editor-actions';
import { previewLoadingChanged, selectEditor } from '../store/editor-slice';
import { selectContentStamp } from '../store/editor-selectors';

/** Wait after an edit before asking for a new preview (longer than the 600 ms autosave). */
export const PREVIEW_DEBOUNCE_MS = 900;

function base64ToBlobUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

export interface PreviewView {
  url: string | null;
  loading: boolean;
  error: string | null;
  fromCache: boolean;
  refresh: () => void;
}

export function usePreview(): PreviewView {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cid = useAppSelector((s) => selectEditor(s).cid);
  const template = useAppSelector((s) => selectEditor(s).template);
  const ready = useAppSelector((s) => selectEditor(s).status === 'ready');
  const loading = useAppSelector((s) => selectEditor(s).previewLoading);
  const stamp = useAppSelector(selectContentStamp);
  const [view, setView] = useState<{ url: string; fromCache: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const forceRef = useRef(false);
  const urlRef = useRef<string | null>(null);

  const show = useCallback((base64: string, fromCache: boolean) => {
    const url = base64ToBlobUrl(base64);
    const previous = urlRef.current;
    // The old PDF stays on screen until the new one has loaded (preview pane), so revoke it a little later.
    if (previous) setTimeout(() => URL.revokeObjectURL(previous), 10_000);
    urlRef.current = url;
    setView({ url, fromCache });
    setError(null);
  }, []);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  useEffect(() => {
    if (!ready || !cid || !template) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const requestPreview = async () => {
      const result = await dispatch(fetchPreview(controller.signal));
      if (cancelled) return;
      dispatch(previewLoadingChanged(false));
      if (result.pdf_base64) {
        show(result.pdf_base64, false);
        if (result.stamp)
          await writeCachedPreview(cid, template, { stamp: result.stamp, pdf_base64: result.pdf_base64 });
      } else {
        setError(result.error ?? '预览生成失败');
      }
    };

    const force = forceRef.current;
    forceRef.current = false;
    void (async () => {
      const cached = force ? null : await readCachedPreview(cid, template);
      if (cancelled) return;
      if (cached && cached.stamp === stamp) {
        show(cached.pdf_base64, true);
        dispatch(previewLoadingChanged(false));
        return;
      }
      dispatch(previewLoadingChanged(true));
      const edited = selectEditor(store.getState()).version > 0;
      timer = setTimeout(() => void requestPreview(), edited ? PREVIEW_DEBOUNCE_MS : 0);
    })();

    return () => {
      cancelled = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [ready, cid, template, stamp, refreshes, dispatch, store, show]);

  const refresh = useCallback(() => {
    forceRef.current = true;
    setRefreshes((n) => n + 1);
  }, []);
  return { url: view?.url ?? null, fromCache: view?.fromCache ?? false, loading, error, refresh };
}
