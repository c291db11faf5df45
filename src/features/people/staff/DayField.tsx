import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';

/** A day as 'YYYY-MM-DD' (join, contract and credential days; they may lie ahead). */
export function DayField({ label, ...props }: DateInputProps & { label: string }) {
  return <DateInput label={label} placeholder={`请选择${label}`} valueFormat="YYYY-MM-DD" clearable {...props} />;
}
