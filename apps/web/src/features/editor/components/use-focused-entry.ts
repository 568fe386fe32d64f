// The entry the user is editing: the last one whose field had focus (field ids are `${moduleKey}-${index}-${field}`,
// see entry-editor.tsx). Where a position tip's example goes by default.
import { useEffect, useState } from 'react';

const FIELD_ID = /^(.+)-(\d+)-([a-z]+)$/;

export function useFocusedEntry(): { key: string; index: number } | null {
  const [focused, setFocused] = useState<{ key: string; index: number } | null>(null);
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const match = event.target instanceof HTMLElement ? FIELD_ID.exec(event.target.id) : null;
      if (match) setFocused({ key: match[1]!, index: Number(match[2]) });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return focused;
}
