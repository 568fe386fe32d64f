// What a PDF preview box shows where no pages are drawn (the editor's preview and a candidate template's): the PDF
// arrived but this browser cannot draw it, the error with 重试, or the spinner while the PDF is generated.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Spinner } from '@/components/spinner';
import styles from './pdf-preview-state.module.css';

interface PdfPreviewStateProps {
  /** Whether the PDF is here (shown, or held back because this browser cannot draw it). */
  arrived: boolean;
  /** Whether its pages are drawn (then there is nothing to show here). */
  drawn: boolean;
  error: string | null;
  onRetry: () => void;
  /** The spinner's text while the PDF is generated. */
  generating: string;
  /** What stands in the pages' place when they cannot be drawn. */
  undrawn: ReactNode;
}

export function PdfPreviewState({ arrived, drawn, error, onRetry, generating, undrawn }: PdfPreviewStateProps) {
  if (arrived) return drawn ? null : <div className={styles.state}>{undrawn}</div>;
  return (
    <div className={styles.state}>
      {error ? (
        <>
          <p>{error}</p>
          <Button onClick={onRetry}>重试</Button>
        </>
      ) : (
        <Spinner description={generating} />
      )}
    </div>
  );
}
