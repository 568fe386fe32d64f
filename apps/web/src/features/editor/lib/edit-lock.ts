// Two tabs on one resume (issue 22): one tab edits at a time. Decision: a Web Locks single writer rather than tabs
// sharing edits over BroadcastChannel. A tab that holds the lock "cv-editor:<cid>" is the only one that saves and
// writes the journal; any other tab of the browser shows the resume read-only with "在此编辑". Taking over asks
// the writer (over a BroadcastChannel) to send what it has and let go; the new writer then loads the resume from
// the server and the journal, so every save it makes carries only values it has seen. A writer that does not let
// go within TAKE_OVER_WAIT_MS (a frozen tab) has its lock taken (steal). The browser releases the lock of a closed
// or crashed tab by itself. Without Web Locks (old browsers, jsdom) every tab is a writer, as before.

export type EditAccess = 'pending' | 'writer' | 'reader';

const TAKE_OVER_WAIT_MS = 5000;
const SAME_TAB_RETRY_MS = 300;
const TAKE_OVER = 'take-over';

export interface EditLock {
  /** Asks the writer to let go, then holds the lock (this tab becomes the writer). */
  takeOver: () => void;
  /** Lets go (the editor closes). */
  close: () => void;
}

export function openEditLock(
  cid: string,
  {
    onAccess,
    beforeRelease,
  }: {
    /** Called with 'writer' or 'reader' whenever this tab's access changes. */
    onAccess: (access: Exclude<EditAccess, 'pending'>) => void;
    /** What the writer does before letting go to another tab: send its edits (the journal keeps any it cannot). */
    beforeRelease: () => Promise<void>;
  },
): EditLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof BroadcastChannel === 'undefined') {
    onAccess('writer');
    return { takeOver: () => undefined, close: () => undefined };
  }
  const name = `cv-editor:${cid}`;
  const channel = new BroadcastChannel(name);
  let closed = false;
  /** Resolves the held lock's callback, which releases it; null when this tab does not hold it. */
  let release: (() => void) | null = null;

  let firstTry = true;
  const hold = (lock: Lock | null): Promise<void> | undefined => {
    if (closed) return undefined;
    if (!lock && firstTry) {
      // The editor of this same tab may be letting go of it this moment (reopened at once): ask once more.
      firstTry = false;
      setTimeout(() => locks.request(name, { ifAvailable: true }, hold).catch(lost), SAME_TAB_RETRY_MS);
      return undefined;
    }
    if (!lock) {
      onAccess('reader');
      return undefined;
    }
    onAccess('writer');
    return new Promise<void>((resolve) => (release = resolve));
  };
  const lost = (error: unknown) => {
    // Stolen by a tab that took over (AbortError), or the wait for it was given up.
    release = null;
    if (!closed && (error as { name?: string } | null)?.name === 'AbortError') onAccess('reader');
  };

  locks.request(name, { ifAvailable: true }, hold).catch(lost);

  channel.onmessage = (event: MessageEvent) => {
    if (event.data !== TAKE_OVER || !release) return;
    const letGo = release;
    release = null;
    // Still the writer while sending: what is typed meanwhile is journaled for the next writer.
    void beforeRelease().finally(() => {
      if (!closed) onAccess('reader');
      letGo();
    });
  };

  return {
    takeOver() {
      if (closed || release) return;
      const waiting = new AbortController();
      const timer = setTimeout(() => {
        waiting.abort();
        if (!closed && !release) locks.request(name, { steal: true }, hold).catch(lost);
      }, TAKE_OVER_WAIT_MS);
      let granted = false;
      locks
        .request(name, { signal: waiting.signal }, (lock) => {
          granted = true;
          clearTimeout(timer);
          return hold(lock);
        })
        // Before the grant, an AbortError only means the wait was given up for a steal.
        .catch((error: unknown) => (granted ? lost(error) : undefined));
      channel.postMessage(TAKE_OVER);
    },
    close() {
      closed = true;
      channel.close();
      release?.();
      release = null;
    },
  };
}
