// 定位 from a drawer: close it, and move focus to the field once it has closed (a closing drawer gives focus back
// to the button that opened it, which would undo an earlier focus).
import { useRef } from 'react';
import { useAppDispatch } from '@/lib/store-hooks';
import type { Target } from '@/lib/writing-help/resume-doc';
import { locate } from './writing-help-actions';

export function useLocateFromDrawer(onClose: () => void, onLocate?: () => void) {
  const dispatch = useAppDispatch();
  const pending = useRef<Target | null>(null);
  return {
    goTo(target: Target) {
      pending.current = target;
      onLocate?.();
      onClose();
    },
    afterOpenChange(open: boolean) {
      if (open || !pending.current) return;
      dispatch(locate(pending.current));
      pending.current = null;
    },
  };
}
