// A light result screen (icon, title, detail, actions) for the layout's error and 404 states.
// antd's Result is avoided here on purpose: it bundles large illustrations into the initial chunk.
import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

interface Props {
  icon: ReactNode;
  title: string;
  subTitle?: string;
  detail?: string;
  actions?: ReactNode;
}

export function StatusScreen({ icon, title, subTitle, detail, actions }: Props) {
  return (
    <section className={styles.screen} role="alert">
      <div className={styles.icon} aria-hidden>
        {icon}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
      {detail && <pre className={styles.detail}>{detail}</pre>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
