import { Badge, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { schoolStyleLabel } from '@/lib/format';
import { useSession } from '@/lib/session/store';
import classes from '../shell.module.css';

/** The school the user works in now (switching schools comes with the school switcher). */
export function SchoolLabel() {
  const { session, userInfo } = useSession();
  const school = userInfo?.schoolInfo ?? session?.schoolInfo;
  if (!school) return null;
  return (
    <div className={classes.school} title={school.schoolName}>
      <IconBuildingCommunity size={18} stroke={1.6} color="var(--mantine-color-gray-6)" />
      <Text fw={500} size="sm" truncate="end" maw={{ base: 130, sm: 260 }}>
        {school.schoolName}
      </Text>
      <Badge variant="light" size="sm" radius="sm" visibleFrom="md">
        {schoolStyleLabel(school.schoolStyle)}
      </Badge>
    </div>
  );
}
