// What the 简历诊断 and 岗位匹配 drawers share: the editor's document they read, their frame (a fixed width, the whole
// screen on a phone) and 定位 from a drawer: close it, and move focus to the field once it has closed (a closing
// drawer gives focus back to the button that opened it, which would undo an earlier focus).
import { useMemo, useRef } from 'react';
import { Grid, type DrawerProps } from 'antd';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import type { ResumeDoc, Target } from '@/lib/writing-help/resume-doc';
import { selectEditor } from '../store/editor-slice';
import { locate } from './writing-help-actions';

export interface HelpDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Called before 定位 moves focus (the page shows its 编辑 pane on a phone). */
  onLocate?: () => void;
}

export function useHelpDrawer({ open, onClose, onLocate }: HelpDrawerProps, width: number) {
  const dispatch = useAppDispatch();
  const personal = useAppSelector((s) => selectEditor(s).personal);
  const modules = useAppSelector((s) => selectEditor(s).modules);
  const template = useAppSelector((s) => selectEditor(s).template);
  const doc: ResumeDoc = useMemo(() => ({ personal, modules, template }), [personal, modules, template]);
  const wide = Grid.useBreakpoint().md;
  const pending = useRef<Target | null>(null);
  const drawerProps: DrawerProps = {
    open,
    onClose,
    size: wide ? width : '100%',
    afterOpenChange(isOpen) {
      if (isOpen || !pending.current) return;
      dispatch(locate(pending.current));
      pending.current = null;
    },
  };
  return {
    doc,
    drawerProps,
    goTo(target: Target) {
      pending.current = target;
      onLocate?.();
      onClose();
    },
  };
}
