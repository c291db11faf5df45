import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './AppProviders';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { router } from './router';
import { startUploadRuntime } from '@/lib/uploads/upload-runtime';
import { startSyncRuntime } from './sync/sync-runtime';

startSyncRuntime();
startUploadRuntime();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProviders>
  );
}
