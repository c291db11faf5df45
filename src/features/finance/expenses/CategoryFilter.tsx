import { EXPENSE_CATEGORIES } from '@contract/finance/expenses';
import { Select } from '@mantine/core';

/** 类别 of the expense lists' filters (支出明细, 报销): one of the expense categories, or 全部. */
export function CategoryFilter({ value, onChange }: { value: string | null; onChange: (category: string | null) => void }) {
  return <Select label="类别" placeholder="全部" w={120} clearable data={[...EXPENSE_CATEGORIES]} value={value} onChange={onChange} />;
}
