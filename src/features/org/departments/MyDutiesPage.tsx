import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconWifiOff } from '@tabler/icons-react';
import { OrgMsg } from '@contract/org/departments';
import { getMyDuties } from '@/lib/api/calls/org';
import { EmptyState } from '@/ui/EmptyState';
import { PageContainer } from '@/ui/PageContainer';
import classes from './org.module.css';
import { useOnlineData } from './use-online-data';

/** /YWGL/RLZYGL/GWGL/WORK 岗位职责: always allowed; the member's own position, department and duties. */
export function MyDutiesPage() {
  const { online, data, failed } = useOnlineData((id) => getMyDuties(id));
  return (
    <PageContainer title="岗位职责" description="您当前岗位的工作职责，由园长在“岗位管理”中设置。">
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          {OrgMsg.offline}
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg" maw={880}>
        {!data && !failed && <Skeleton h={160} />}
        {data && !data.positionName && <EmptyState title={OrgMsg.noPosition} />}
        {data?.positionName && (
          <Stack gap="md">
            <Group gap="sm">
              <IconBriefcase size={22} stroke={1.6} color="var(--mantine-primary-color-filled)" />
              <Title order={4} data-testid="my-position">
                {data.positionName}
              </Title>
              {data.departmentName && <Badge variant="light">{data.departmentName}</Badge>}
            </Group>
            {data.duties ? (
              <Text className={classes.duties} data-testid="my-duties">
                {data.duties}
              </Text>
            ) : (
              <Text c="dimmed">该岗位尚未填写岗位职责。</Text>
            )}
          </Stack>
        )}
      </Paper>
    </PageContainer>
  );
}
