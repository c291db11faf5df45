import type { OutbreakWarningRow } from '@contract/health/checks';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The open outbreak warnings (raised in the last three days): the same as the 通知 the health doctor got. */
export function OutbreakAlerts({ warnings }: { warnings: readonly OutbreakWarningRow[] | undefined }) {
  if (!warnings?.length) return null;
  return (
    <Stack gap="xs" data-testid="outbreak-warnings">
      {warnings.map((w) => (
        <Alert key={w.id} color="red" variant="light" icon={<IconAlertTriangle />} title={w.title}>
          <Text size="sm">{w.content}</Text>
        </Alert>
      ))}
    </Stack>
  );
}
