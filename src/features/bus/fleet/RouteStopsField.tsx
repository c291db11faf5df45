import type { BusStopRow } from '@contract/bus/fleet';
import { uuidv7 } from '@contract/ids';
import { ActionIcon, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';

export interface StopLine {
  stopId: string;
  time: string;
  /** The line's React key while the dialog is open (lines move); dropped by the schema when saved. */
  key?: string;
}

interface Props {
  // Only `stops` is read and written here; the dialog's other fields pass through.
  form: UseFormReturnType<{ stops: StopLine[] } & Record<string, unknown>>;
  stops: BusStopRow[];
  error: string | undefined;
}

/** The ordered stops of a route, each with its planned time: add, remove, move up and down. */
export function RouteStopsField({ form, stops, error }: Props) {
  const lines = form.values.stops;
  const open = stops.filter((s) => !s.disabled);
  const move = (from: number, to: number) => form.reorderListItem('stops', { from, to });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        站点与到站时间 <span style={{ color: 'var(--mantine-color-error)' }}>*</span>
      </Text>
      {lines.map((line, i) => (
        <Group key={line.key} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" w={24} mt={8} c="dimmed">
            {i + 1}
          </Text>
          <Select
            flex={1}
            aria-label={`第${i + 1}站`}
            placeholder="请选择站点"
            searchable
            nothingFoundMessage="暂无数据"
            data={open.map((s) => ({ value: s.id, label: s.name }))}
            {...form.getInputProps(`stops.${i}.stopId`)}
          />
          <TimeInput w={110} aria-label={`第${i + 1}站到站时间`} {...form.getInputProps(`stops.${i}.time`)} />
          <Tooltip label="上移">
            <ActionIcon variant="subtle" mt={4} aria-label={`上移第${i + 1}站`} disabled={i === 0} onClick={() => move(i, i - 1)}>
              <IconArrowUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="下移">
            <ActionIcon
              variant="subtle"
              mt={4}
              aria-label={`下移第${i + 1}站`}
              disabled={i === lines.length - 1}
              onClick={() => move(i, i + 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="删除">
            <ActionIcon variant="subtle" color="red" mt={4} aria-label={`删除第${i + 1}站`} onClick={() => form.removeListItem('stops', i)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} />}
        onClick={() => form.insertListItem('stops', { stopId: '', time: '', key: uuidv7() })}
      >
        添加站点
      </Button>
    </Stack>
  );
}
