import { ActionIcon, Badge, Divider, Group, Popover, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconClock, IconHeadset, IconPhone } from '@tabler/icons-react';
import { HOTLINES, isServiceOpen, SERVICE_HOURS } from './customer-service';

/** 客服: the two hotlines and the service hours, in a popover from the header. */
export function CustomerService() {
  const open = isServiceOpen();
  return (
    <Popover width={280} position="bottom-end" withArrow shadow="md" radius="md">
      <Popover.Target>
        <Tooltip label="联系客服" withArrow>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="联系客服">
            <IconHeadset size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>联系客服</Text>
            <Badge size="sm" variant="light" color={open ? 'teal' : 'gray'}>
              {open ? '服务中' : '非服务时间'}
            </Badge>
          </Group>
          {HOTLINES.map((h) => (
            <Group key={h.number} gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" size="md">
                <IconPhone size={15} />
              </ThemeIcon>
              <div>
                <Text size="xs" c="dimmed">
                  {h.label}
                </Text>
                <Text fw={600} component="a" href={`tel:${h.number.replaceAll('-', '')}`} c="inherit" style={{ textDecoration: 'none' }}>
                  {h.number}
                </Text>
              </div>
            </Group>
          ))}
          <Divider />
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconClock size={14} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="dimmed">
              服务时间：{SERVICE_HOURS}（法定节假日除外）
            </Text>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
