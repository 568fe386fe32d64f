// A button that looks like antd's, without antd: the home page, the header and the error screens use it so that
// their first screen loads no antd (components/antd-root.tsx).
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './plain-button.module.css';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'text';
  size?: 'middle' | 'large';
  icon?: ReactNode;
}

export function PlainButton({
  variant = 'default',
  size = 'middle',
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: PlainButtonProps) {
  const classes = [
    styles.button,
    variant !== 'default' && styles[variant],
    size === 'large' && styles.large,
    className,
  ];
  return (
    <button type={type} className={classes.filter(Boolean).join(' ')} {...rest}>
      {icon}
      {children}
    </button>
  );
}
