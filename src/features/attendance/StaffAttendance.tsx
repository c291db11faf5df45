import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { StaffSheet } from './StaffSheet';
import { StaffStats } from './StaffStats';
import { useStaffRoster } from './use-staff-attendance';

/** 教职工考勤 (a tab of /YWGL/YECQGL for who holds `:viewStaff`): the day's sheet, and the month per person. */
export function StaffAttendance() {
  const roster = useStaffRoster();
  const [view, setView] = useState('sheet');
  return (
    <Stack gap="md">
      <SegmentedControl
        w={240}
        value={view}
        onChange={setView}
        data={[
          { value: 'sheet', label: '每日考勤' },
          { value: 'stats', label: '月度统计' },
        ]}
      />
      {view === 'sheet' ? <StaffSheet roster={roster} /> : <StaffStats roster={roster} />}
    </Stack>
  );
}
