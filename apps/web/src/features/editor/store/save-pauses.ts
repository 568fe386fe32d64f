// When the save queue pauses and goes on (issue 22): offline, it retries after a backoff and at once when the browser
// is back online; after a 401 it goes on when the same user logs in again, and stays paused for anyone else. An item
// the server could not save for now (busy, 5xx; issue 36) is sent again after its own backoff, nothing else waits.
import { userApi } from '@/lib/api/user-api';
import type { RootState } from '@/lib/root-reducer';
import { loggedIn } from '@/lib/session-slice';
import { addAppListener, listen, type AppDispatch } from '@/lib/store-hooks';
import {
  backoffEnded,
  connectionRetried,
  saveDeferred,
  savePaused,
  selectSaveQueue,
  sendingResumed,
} from './save-queue-slice';

/** Backoff while offline, and of an item the server could not save for now: 1, 2, 4, 8, 16, 30, 30 ... s. */
const retryMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/** Registers the pauses' listeners and the browser's online / offline events; returns what removes them. */
export function listenForPauses(dispatch: AppDispatch, getState: () => RootState): () => void {
  const offs = [
    // Offline: try again after the backoff (a newer pause restarts the wait).
    listen(
      dispatch,
      addAppListener({
        actionCreator: savePaused,
        effect: async (action, api) => {
          if (action.payload.reason !== 'offline') return;
          api.cancelActiveListeners();
          await api.delay(retryMs(selectSaveQueue(api.getState()).offlineAttempts));
          api.dispatch(connectionRetried());
        },
      }),
    ),
    // Busy or a server error: this item alone waits 1, 2, 4 ... 30 s (a later edit of it is sent at once).
    listen(
      dispatch,
      addAppListener({
        actionCreator: saveDeferred,
        effect: async (action, api) => {
          const { cid, key } = action.payload;
          const retries = selectSaveQueue(api.getState()).items[key]?.retries ?? 1;
          await api.delay(retryMs(retries - 1));
          api.dispatch(backoffEnded({ cid, key, retries }));
        },
      }),
    ),
    // Logged in again after a 401: the same user goes on; anyone else never gets these edits.
    listen(
      dispatch,
      addAppListener({
        actionCreator: loggedIn,
        effect: async (_action, api) => {
          const { pause, owner, cid } = selectSaveQueue(api.getState());
          if (pause !== 'signed-out' || !cid) return;
          const user = await api.dispatch(
            userApi.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
          );
          if (!user.data) return;
          if (owner === null || user.data.id === owner) api.dispatch(sendingResumed());
          else api.dispatch(savePaused({ cid, reason: 'other-user' }));
        },
      }),
    ),
  ];
  const online = () => dispatch(connectionRetried());
  const offline = () => {
    const { cid } = selectSaveQueue(getState());
    if (cid) dispatch(savePaused({ cid, reason: 'offline' }));
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    for (const off of offs) off();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
