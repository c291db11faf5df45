import { Notifications } from '@mantine/notifications';
import { HEADER_HEIGHT } from './shell/header-height';

/**
 * Where notify() (src/lib/notify.ts) draws: toasts at the top centre, as RuoYi/Element do, just below the header
 * (never over the school switch, the bell or the account menu). The login page and the app host it.
 */
export function Toasts() {
  return (
    <Notifications
      position="top-center"
      limit={5}
      containerWidth={420}
      zIndex={1000}
      styles={{ root: { top: `calc(${HEADER_HEIGHT}px + var(--mantine-spacing-xs))` } }}
    />
  );
}
