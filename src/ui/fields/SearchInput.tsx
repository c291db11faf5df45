import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export interface SearchText {
  /** What the field shows. */
  text: string;
  setText: (text: string) => void;
  /** The trimmed text once typing pauses: what the list filters by. */
  query: string;
}

/** A list's search text, filtering 300 ms after the last key so a long list is not filtered on every keystroke. */
export function useSearchText(): SearchText {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  return { text, setText, query };
}

/** The search field of a list's filters (姓名 and the like); onChange lets the list go back to page 1. */
export function SearchInput({
  search,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { search: SearchText; onChange?: (text: string) => void }) {
  return (
    <TextInput
      w={220}
      leftSection={<IconSearch size={16} />}
      {...props}
      value={search.text}
      onChange={(e) => {
        search.setText(e.currentTarget.value);
        onChange?.(e.currentTarget.value);
      }}
    />
  );
}
