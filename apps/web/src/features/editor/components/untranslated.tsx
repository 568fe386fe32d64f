// 待翻译 in an English resume (issue 42): a field whose text still has Han characters is marked beside its label, and
// a notice above the form counts them and says where. Computed from the resume on screen, never stored; a Chinese
// resume shows none of it. The PDF sets such text as it is (no machine translation).
import { useMemo } from 'react';
import { Alert, Tag } from 'antd';
import { needsTranslation, untranslatedFields } from '@/lib/english-copy/untranslated';
import { useAppSelector } from '@/lib/store-hooks';
import { selectLang, selectModules } from '../store/editor-selectors';
import { selectEditor } from '../store/editor-slice';
import styles from './untranslated.module.css';

/** The resume is set in an English edition. */
export const useEnglishResume = (): boolean => useAppSelector(selectLang) === 'en';

/** The mark after a label; nothing unless the resume is English and `text` has Han characters. */
export function UntranslatedMark({ text }: { text: string | undefined }) {
  const english = useEnglishResume();
  if (!english || !needsTranslation(text)) return null;
  return (
    <Tag color="orange" className={styles.mark} data-testid="untranslated-mark">
      待翻译
    </Tag>
  );
}

/** Above the form of an English resume with Chinese text left: how many fields, and which. */
export function UntranslatedNotice() {
  const english = useEnglishResume();
  const personal = useAppSelector((s) => selectEditor(s).personal);
  const modules = useAppSelector(selectModules);
  const fields = useMemo(() => (english ? untranslatedFields(personal, modules) : []), [english, personal, modules]);
  if (fields.length === 0) return null;
  return (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      data-testid="untranslated-notice"
      title={`这份英文简历还有 ${fields.length} 处中文待翻译`}
      description={
        <>
          <p className={styles.note}>
            标有「待翻译」的内容请改写成英文（不做机器翻译）；下载的 PDF 会照原样显示这些中文。
          </p>
          <details>
            <summary>查看位置</summary>
            <ul className={styles.places}>
              {fields.map((f, i) => (
                <li key={i}>{f.where}</li>
              ))}
            </ul>
          </details>
        </>
      }
    />
  );
}
