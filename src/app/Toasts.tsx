import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/**
 * Where notify() (src/lib/notify.ts) draws: toasts at the top centre, as RuoYi/Element do, just below the header
 * (never over the school switch, the bell or the account menu: toasts.module.css). The login page and the app host it.
 */
export function Toasts() {
  return <Notifications position="top-center" limit={5} containerWidth={420} zIndex={1000} classNames={{ root: classes.root }} />;
}
