// Target-position input with suggestions from tip/position (shared by the AI page and the editor).
import { useState } from 'react';
import { AutoComplete } from 'antd';
import { usePositionTipsQuery } from '@/lib/api/resume-api';
import { useDebouncedValue } from '@/utils/use-debounced-value';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
}

export function PositionInput({ id, value = '', onChange, placeholder = '如：前端工程师', maxLength = 50 }: Props) {
  const [focused, setFocused] = useState(false);
  const query = useDebouncedValue(value.trim(), 300);
  const tips = usePositionTipsQuery(query, { skip: !focused || query === '' });
  const options = (tips.data ?? []).map((tip) => ({
    value: tip.title,
    label: (
      <div>
        <div>{tip.title}</div>
        {tip.keywords.length > 0 && (
          <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>{tip.keywords.slice(0, 4).join(' / ')}</div>
        )}
      </div>
    ),
  }));
  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      onChange={(v: string) => onChange?.(v)}
      onFocus={() => setFocused(true)}
      placeholder={placeholder}
      maxLength={maxLength}
      allowClear
      notFoundContent={tips.isFetching ? '搜索中' : null}
    />
  );
}
