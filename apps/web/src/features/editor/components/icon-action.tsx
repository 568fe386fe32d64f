// A small text button that is only an icon, with a tooltip (the editor's rename, move, delete, refresh, clear).
import type { ReactNode } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';

interface IconActionProps extends Omit<ButtonProps, 'icon' | 'type' | 'size'> {
  /** The tooltip's text. */
  tip: string;
  icon: ReactNode;
  /** Its name for screen readers: the tooltip's action and what it acts on. */
  'aria-label': string;
}

export function IconAction({ tip, ...button }: IconActionProps) {
  return (
    <Tooltip title={tip}>
      <Button type="text" size="small" {...button} />
    </Tooltip>
  );
}
