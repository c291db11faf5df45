import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './AppProviders';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { router } from './router';
import { startSyncRuntime } from './sync/sync-runtime';

startSyncRuntime();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProviders>
  );
}
