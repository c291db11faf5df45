import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';

/** A day as 'YYYY-MM-DD' that may lie ahead (licence, insurance and inspection expiry). */
export function DayField({ label, ...props }: DateInputProps & { label: string }) {
  return <DateInput label={label} placeholder={`请选择${label}`} valueFormat="YYYY-MM-DD" clearable {...props} />;
}
