import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';

/**
 * A date that cannot lie in the future (出生日期, 入园日期), as 'YYYY-MM-DD'. A birthday opens on the decade view:
 * a child's birth year is picked in two clicks rather than by paging back month by month.
 */
export function PastDateInput({ birthday, label, ...props }: DateInputProps & { label: string; birthday?: boolean }) {
  return (
    <DateInput
      label={label}
      placeholder={`请选择${label}`}
      valueFormat="YYYY-MM-DD"
      maxDate={dayjs().format('YYYY-MM-DD')}
      defaultLevel={birthday ? 'decade' : undefined}
      {...props}
    />
  );
}
