// 中 / EN on a resume card of a linked pair (生成英文版, issue 42): the current language marked, the other a link that
// opens its resume in the editor. Each link's name says where it goes (中：打开中文版).
import { Link } from 'react-router-dom';
import type { Lang } from '@cv/contract/edition-words';
import styles from './my-resumes-page.module.css';

const SIDES: { lang: Lang; text: string; name: string }[] = [
  { lang: 'zh', text: '中', name: '中文版' },
  { lang: 'en', text: 'EN', name: '英文版' },
];

export function LanguageSwitch({ lang, pair, title }: { lang: Lang; pair: string; title: string }) {
  return (
    <div className={styles.langSwitch} role="group" aria-label={`语言版本：${title}`} data-testid="language-switch">
      {SIDES.map((side) =>
        side.lang === lang ? (
          <span key={side.lang} className={styles.langCurrent} aria-current="true">
            {side.text}
            <span className="sr-only">（当前：{side.name}）</span>
          </span>
        ) : (
          // The name starts with the visible text (WCAG 2.5.3: speaking "EN" finds it) and says where it goes.
          <Link
            key={side.lang}
            className={styles.langLink}
            to={`/edit/${pair}`}
            aria-label={`${side.text}：打开${side.name}`}
          >
            {side.text}
          </Link>
        ),
      )}
    </div>
  );
}
