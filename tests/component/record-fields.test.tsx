import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GenderRadio } from '@/ui/fields/GenderRadio';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { renderWithProviders } from './render';

function SearchedList({ onFirstPage }: { onFirstPage: () => void }) {
  const search = useSearchText();
  const names = ['林小雨', '王乐乐', '林一一'].filter((n) => n.includes(search.query));
  return (
    <>
      <SearchInput label="幼儿姓名" placeholder="请输入幼儿姓名" search={search} onChange={onFirstPage} />
      <ul>
        {names.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </>
  );
}

function Gender() {
  const [value, setValue] = useState('');
  return (
    <>
      <GenderRadio value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('the list and record fields of src/ui/fields', () => {
  it('the name search filters by the trimmed text once typing pauses, and sends the list back to page 1', async () => {
    const onFirstPage = vi.fn();
    renderWithProviders(<SearchedList onFirstPage={onFirstPage} />);
    fireEvent.change(screen.getByLabelText('幼儿姓名'), { target: { value: ' 林 ' } });
    expect(onFirstPage).toHaveBeenCalledTimes(1);
    // Not at once: the list still shows every child until the pause.
    expect(screen.getByText('王乐乐')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('王乐乐')).toBeNull());
    expect(screen.getByText('林小雨')).toBeTruthy();
    expect(screen.getByText('林一一')).toBeTruthy();
  });

  it('性别 offers 男 and 女 and holds their codes', () => {
    renderWithProviders(<Gender />);
    expect(screen.getByText('性别')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('女'));
    expect(screen.getByRole('status').textContent).toBe('2');
    fireEvent.click(screen.getByLabelText('男'));
    expect(screen.getByRole('status').textContent).toBe('1');
  });
});
