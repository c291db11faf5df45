import { Notifications } from '@mantine/notifications';

/** Where notify() (src/lib/notify.ts) draws: toasts at the top centre, as RuoYi/Element do. The login page and the app host it. */
export function Toasts() {
  return <Notifications position="top-center" limit={5} containerWidth={420} zIndex={1000} />;
}
