import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './AppProviders';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import type { AppRouter } from './router';

/** The sync and upload runtimes start with the first signed-in route (guards/require-session), not here. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProviders>
  );
}
