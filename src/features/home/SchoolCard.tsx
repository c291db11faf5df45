import type { Company, School } from '@contract/session';
import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBuildingCommunity } from '@tabler/icons-react';
import { daysUntil, formatDate, schoolStyleLabel } from '@/lib/format';
import { CardTitle } from './CardTitle';
import { InfoRow } from './InfoRow';

/** Days before expiry from which the service date is highlighted (SPEC §4 expiry reminder window). */
const EXPIRY_WARNING_DAYS = 30;

export function SchoolCard({ school, companies }: { school: School; companies: Company[] }) {
  const company = companies.find((c) => c.companyId === school.companyId)?.companyName;
  const days = daysUntil(school.expirationTime);
  const blocked = school.clientState === 1 || school.expired;
  const soon = !blocked && days !== null && days <= EXPIRY_WARNING_DAYS;

  return (
    <Card padding="lg">
      <CardTitle icon={IconBuildingCommunity} title="当前园所" />
      <Stack gap="sm" mt="md">
        <Text fw={600} size="lg" lh={1.4}>
          {school.schoolName}
        </Text>
        <InfoRow label="园所类型">
          <Badge variant="light" radius="sm">
            {schoolStyleLabel(school.schoolStyle)}
          </Badge>
        </InfoRow>
        <InfoRow label="所属单位">{company ?? '—'}</InfoRow>
        <InfoRow label="服务到期">
          <Group gap={6} justify="flex-end">
            <Text size="sm">{formatDate(school.expirationTime)}</Text>
            {soon && days !== null && (
              <Badge color="orange" variant="light" radius="sm">
                {days > 0 ? `${days} 天后到期` : '今日到期'}
              </Badge>
            )}
          </Group>
        </InfoRow>
        {blocked && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="园所服务已到期" mt="xs">
            该园所的服务已到期或已停用，部分功能将无法使用，请联系管理员及时续费。
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
