import { MantineProvider } from '@mantine/core';
import { LoginPage } from '@/features/account/LoginPage';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { theme } from '../theme';
import { Toasts } from '../Toasts';

/**
 * The login page without the app around it (no router, no modals provider, no dates): what a cold /login draws
 * (src/main.tsx). Signed out, the theme is the brand's, as AppProviders would choose.
 */
export function LoginRoot({ onSignedIn }: { onSignedIn: (path: string) => void }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Toasts />
      <LoginPage onSignedIn={onSignedIn} />
      <UpdatePrompt />
    </MantineProvider>
  );
}
