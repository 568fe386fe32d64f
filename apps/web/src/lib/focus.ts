// Moves keyboard (and screen reader) focus to where the user continues after an action that replaces what had
// focus: after login, after creating a resume (the editor), after adding an entry (its first field).
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Focuses what `find` answers as soon as it exists (checked each frame, for up to `timeoutMs`). With `onlyIfLost`,
 * gives up as soon as the user has put focus somewhere themselves.
 */
export function focusWhenReady(
  find: () => Element | null | undefined,
  { timeoutMs = 4000, onlyIfLost = false }: { timeoutMs?: number; onlyIfLost?: boolean } = {},
): void {
  if (typeof requestAnimationFrame === 'undefined') return;
  const deadline = performance.now() + timeoutMs;
  const tick = () => {
    if (onlyIfLost && !focusIsLost()) return;
    const el = find();
    if (el instanceof HTMLElement) {
      if (!el.matches(FOCUSABLE)) el.setAttribute('tabindex', '-1');
      el.focus();
      return;
    }
    if (performance.now() < deadline) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Focus was lost: on the body, or on nothing. */
export const focusIsLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * For a menu (antd Dropdown with autoFocus: the menu takes focus and the arrow keys) opened from `trigger`: call when
 * it closes. Closed with Escape, or while focus was in it, focus goes back to the trigger; what an item did with
 * focus (e.g. moved it into what it added) is left alone. Watched for `watchMs`, not one frame: rc-dropdown moves
 * focus into the menu 3 frames after it opens, so an Escape pressed sooner (a fast keyboard user; keyboard.spec on an
 * idle CI machine) closed the menu first and its late focus then fell to the body as the menu hid.
 */
export function focusBackAfterMenu(trigger: HTMLElement | null, watchMs = 400): void {
  if (typeof requestAnimationFrame === 'undefined' || !trigger) return;
  const deadline = performance.now() + watchMs;
  const tick = () => {
    const active = document.activeElement;
    if (focusIsLost() || active?.closest('.ant-dropdown, [role=menu]')) trigger.focus();
    if (performance.now() < deadline) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
