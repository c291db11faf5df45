import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './AppProviders';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { router } from './router';

/** The sync and upload runtimes start with the first signed-in route (guards/require-session), not here. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProviders>
  );
}
