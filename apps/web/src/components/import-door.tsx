// 导入简历's door (issue 41): a button opening the system's file picker (on a phone, its own picker) for a PDF, a
// Word .docx or a JSON Resume file, and optionally a drop zone or the whole page taking a dropped file. By default the
// chosen file is handed to the import route (lib/import-handoff) and the route opened; `onFile` takes it instead.
import { useEffect, useRef, useState, type DragEvent, type Ref } from 'react';
import { Button } from 'antd';
import { ImportOutlined, InboxOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { firstFile, handOverImport, IMPORT_ACCEPT, IMPORT_PATH, type ImportTarget } from '@/lib/import-handoff';
import styles from './import-door.module.css';

interface Props {
  label?: string;
  target?: ImportTarget;
  onFile?: (file: File) => void;
  primary?: boolean;
  /** A dashed area under the button that takes a dropped file (the import page). */
  dropZone?: boolean;
  /** The whole page takes a dropped file while this door is on screen (我的简历). */
  pageDrop?: boolean;
}

/**
 * 导入简历's hidden system file picker (PDF, .docx, JSON, Markdown): hands over the one file chosen and clears itself,
 * so choosing the same file again is heard. The door's button and the editor's menu open it with `ref.click()`.
 */
export function ImportFileInput({
  ref,
  label,
  testId,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  label: string;
  testId: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={IMPORT_ACCEPT}
      hidden
      aria-label={label}
      data-testid={testId}
      onChange={(e) => {
        const file = firstFile(e.target.files);
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

const hasFiles = (e: { dataTransfer: DataTransfer | null }) => !!e.dataTransfer?.types.includes('Files');

export function ImportDoor({ label = '导入简历', target, onFile, primary, dropZone, pageDrop }: Props) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = useRef<(file: File) => void>(() => {});
  take.current = (file: File) => {
    // From here to the review on screen is what bench:import-ui measures (performance marks, no cost).
    performance.mark('import-chosen');
    if (onFile) return onFile(file);
    handOverImport(file, target);
    void navigate(IMPORT_PATH);
  };

  useEffect(() => {
    if (!pageDrop) return;
    let depth = 0;
    const enter = (e: globalThis.DragEvent) => {
      if (!hasFiles(e)) return;
      depth += 1;
      setOver(true);
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const overPage = (e: globalThis.DragEvent) => {
      if (hasFiles(e)) e.preventDefault();
    };
    const drop = (e: globalThis.DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setOver(false);
      const file = firstFile(e.dataTransfer?.files);
      if (file) take.current(file);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', overPage);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', overPage);
      window.removeEventListener('drop', drop);
    };
  }, [pageDrop]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = firstFile(e.dataTransfer.files);
    if (file) take.current(file);
  };

  const button = (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<ImportOutlined aria-hidden />}
      onClick={() => input.current?.click()}
    >
      {label}
    </Button>
  );
  return (
    <>
      <ImportFileInput
        ref={input}
        label="选择简历文件（PDF、Word .docx 或 JSON）"
        testId="import-input"
        onFile={(file) => take.current(file)}
      />
      {dropZone ? (
        <div
          className={over ? `${styles.zone} ${styles.zoneOver}` : styles.zone}
          data-testid="import-drop-zone"
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <InboxOutlined className={styles.zoneIcon} aria-hidden />
          <p>把简历文件拖到这里，或</p>
          {button}
          <p className={styles.zoneHint}>支持 PDF、Word（.docx）、JSON，最大 10 MB</p>
        </div>
      ) : (
        button
      )}
      {pageDrop && over && (
        <div className={styles.pageOverlay} aria-hidden>
          松开即可导入简历
        </div>
      )}
    </>
  );
}
