import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the session is being restored, before the shell can draw anything useful. */
export function FullPageLoader({ label = '正在加载…' }: { label?: string }) {
  return (
    <Center h="100dvh">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
