import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { STAFF_ATTENDANCE_VIEW } from '@contract/attendance/staff';
import { useClasses } from '@/lib/replica/use-classes';
import { useCan } from '@/lib/session/can';
import { PageContainer } from '@/ui/PageContainer';
import { AttendanceSheet } from './AttendanceSheet';
import { AttendanceStats } from './AttendanceStats';
import { StaffAttendance } from './StaffAttendance';

/**
 * 幼儿考勤 (/YWGL/YECQGL): the morning sheet of a class, and the month's statistics; for directors (`:viewStaff`) the
 * staff's attendance too. All of it works offline.
 */
export function AttendancePage() {
  const classes = useClasses();
  const viewStaff = useCan(STAFF_ATTENDANCE_VIEW);
  const [tab, setTab] = useState<string | null>('sheet');
  return (
    <PageContainer
      title={tab === 'staff' ? '教职工考勤' : '幼儿考勤'}
      description={`每${tab === 'staff' ? '位教职工' : '个幼儿'}点一下即可登记；离线时照常登记，联网后自动同步。`}
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="sheet">考勤登记</Tabs.Tab>
          <Tabs.Tab value="stats">统计</Tabs.Tab>
          {viewStaff && <Tabs.Tab value="staff">教职工考勤</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="sheet">
          <AttendanceSheet classList={classes} />
        </Tabs.Panel>
        <Tabs.Panel value="stats">
          <AttendanceStats classList={classes} />
        </Tabs.Panel>
        {viewStaff && (
          <Tabs.Panel value="staff">
            <StaffAttendance />
          </Tabs.Panel>
        )}
      </Tabs>
    </PageContainer>
  );
}
