// Full-area spinner while a page or its data loads (plain CSS: it is part of the first paint).
import styles from './page-loading.module.css';

export function PageLoading({ label = '加载中' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
