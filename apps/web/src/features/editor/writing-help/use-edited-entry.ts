// The work or project entry the user is editing: the last one whose field had focus (field ids are
// `${moduleKey}-${index}-${field}`, see entry-editor.tsx). Where a position tip's example goes by default.
import { useEffect, useState } from 'react';

const FIELD_ID = /^(.+)-(\d+)-([a-z]+)$/;

export function useEditedEntry(isTarget: (key: string) => boolean): { key: string; index: number } | null {
  const [edited, setEdited] = useState<{ key: string; index: number } | null>(null);
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const id = event.target instanceof HTMLElement ? event.target.id : '';
      const match = FIELD_ID.exec(id);
      if (match && isTarget(match[1]!)) setEdited({ key: match[1]!, index: Number(match[2]) });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [isTarget]);
  return edited;
}
