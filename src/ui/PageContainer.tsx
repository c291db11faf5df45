import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a screen inside the shell: an optional title row, then the content with even spacing. */
export function PageContainer({
  title,
  description,
  actions,
  children,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box p={{ base: 'md', md: 'lg' }} maw={1440} mx="auto">
      <Stack gap="lg">
        {(title || actions) && (
          <Group justify="space-between" align="flex-end">
            <div>
              {title && <Title order={3}>{title}</Title>}
              {description && (
                <Text c="dimmed" size="sm" mt={4}>
                  {description}
                </Text>
              )}
            </div>
            {actions}
          </Group>
        )}
        {children}
      </Stack>
    </Box>
  );
}
