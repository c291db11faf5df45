import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import '@/lib/format';
import { theme } from './theme';

/** Mantine with the zh-CN conventions of the back office: toasts at the top centre, 确定/取消 confirms. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
        <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>
          <Notifications position="top-center" limit={5} containerWidth={420} zIndex={1000} />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
