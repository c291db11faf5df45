import { Alert } from '@mantine/core';
import { useBrowserOnline } from '@/lib/online';

/** Shown while the browser is offline in a dialog whose action the server must decide: 当前离线，收款需要联网。 */
export function OnlineOnlyNote({ action }: { action: string }) {
  const online = useBrowserOnline();
  if (online) return null;
  return (
    <Alert color="orange" variant="light">
      当前离线，{action}需要联网。
    </Alert>
  );
}
