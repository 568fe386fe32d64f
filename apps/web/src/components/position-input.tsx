// Target-position input with suggestions from tip/position (shared by the AI page and the editor).
import { useState } from 'react';
import { AutoComplete } from 'antd';
import { tipLang, usePositionTipsQuery } from '@/lib/api/resume-api';
import { useDebouncedValue } from '@/utils/use-debounced-value';
import type { Lang } from '@cv/contract/edition-words';
import { PERSONAL_FIELD_MAX } from '@cv/contract/module-fields';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  /** An English resume's editor: the suggestions are English titles. */
  lang?: Lang;
}

export function PositionInput({
  id,
  value = '',
  onChange,
  placeholder = '如：前端工程师',
  maxLength = PERSONAL_FIELD_MAX.wish,
  lang = 'zh',
}: Props) {
  const [focused, setFocused] = useState(false);
  // Suggestions open while typing and close on blur, Esc or a choice (answers arriving later do not reopen them).
  const [wanted, setWanted] = useState(false);
  const query = useDebouncedValue(value.trim(), 300);
  const tips = usePositionTipsQuery({ title: query, ...tipLang(lang) }, { skip: !focused || query === '' });
  const options = (tips.data ?? []).map((tip) => ({
    value: tip.title,
    label: tip.title,
    keywords: tip.keywords.slice(0, 4).join(' / '),
  }));
  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      open={focused && wanted && options.length > 0}
      onChange={(v: string) => {
        setWanted(true);
        onChange?.(v);
      }}
      onSelect={() => setWanted(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        setWanted(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setWanted(false);
      }}
      // Two lines in the list only: the input keeps showing the plain title.
      optionRender={(option) => (
        <div>
          <div>{option.data.label}</div>
          {option.data.keywords && <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.6)' }}>{option.data.keywords}</div>}
        </div>
      )}
      placeholder={placeholder}
      maxLength={maxLength}
      // rc-select names its clear control 'Clear' unless told otherwise.
      allowClear={{ label: '清除' }}
    />
  );
}
