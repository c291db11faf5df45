import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { type ReactNode, useEffect, useMemo } from 'react';
import '@/lib/format';
import { useActiveTheme } from '@/lib/theme/theme-store';
import { themeFor } from './theme';
import { Toasts } from './Toasts';

/** Mantine with the zh-CN conventions of the back office: toasts at the top centre, 确定/取消 confirms; the user's theme. */
export function AppProviders({ children }: { children: ReactNode }) {
  const active = useActiveTheme();
  const mantineTheme = useMemo(() => themeFor(active), [active]);
  // The theme's background picture, for the shell's page area (shell.module.css .main).
  useEffect(() => {
    document.documentElement.style.setProperty('--yw-theme-image', `url("${active.background}")`);
    document.documentElement.dataset.theme = String(active.id);
  }, [active]);

  return (
    <MantineProvider theme={mantineTheme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
        <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>
          <Toasts />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
