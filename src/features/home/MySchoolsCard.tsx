import type { School } from '@contract/session';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuildingEstate } from '@tabler/icons-react';
import { formatDate, schoolStyleLabel } from '@/lib/format';
import { EmptyState } from '@/ui/EmptyState';
import { CardTitle } from './CardTitle';
import classes from './home.module.css';

/** 我的园所: every school this account belongs to (switching comes with the school switcher). */
export function MySchoolsCard({ schools, currentId }: { schools: School[]; currentId: number | null }) {
  return (
    <Card padding="lg">
      <CardTitle
        icon={IconBuildingEstate}
        title="我的园所"
        extra={
          <Text size="xs" c="dimmed">
            共 {schools.length} 所
          </Text>
        }
      />
      {schools.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap={0} mt="sm">
          {schools.map((s) => (
            <Group key={s.schoolId} justify="space-between" wrap="nowrap" className={classes.schoolRow}>
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" fw={s.schoolId === currentId ? 600 : 400} truncate="end">
                  {s.schoolName}
                </Text>
                {s.schoolId === currentId && (
                  <Badge size="xs" radius="sm" variant="filled">
                    当前
                  </Badge>
                )}
                {(s.clientState === 1 || s.expired) && (
                  <Badge size="xs" radius="sm" color="red" variant="light">
                    已到期
                  </Badge>
                )}
              </Group>
              <Group gap="md" wrap="nowrap">
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {schoolStyleLabel(s.schoolStyle)}
                </Text>
                <Text size="xs" c="dimmed">
                  到期 {formatDate(s.expirationTime)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
