import { ERROR_TOAST_MS } from '@contract/constants';
import { type NotificationData, notifications } from '@mantine/notifications';
import { PHONE_QUERY } from './phone';

/**
 * Toasts in the Element/RuoYi manner: short, at the top centre (position set on <Notifications>).
 * One id per message text so a burst of failing calls shows one toast, not ten.
 */
const show = (message: string, color: string, autoClose: number, place?: Pick<NotificationData, 'position' | 'style'>) =>
  notifications.show({ id: `${color}:${message}`, message, color, autoClose, withCloseButton: true, ...place });

/**
 * Where news nobody asked for goes (the app was cached): bottom left at a desk, over the sidebar's foot; on a phone,
 * whose foot holds the reminder cards, under the tab bar too (40 px): the top containers already start below the
 * header (src/app/toasts.module.css).
 */
const asidePlace = (): Pick<NotificationData, 'position' | 'style'> =>
  window.matchMedia(PHONE_QUERY).matches ? { position: 'top-center', style: { marginTop: 40 } } : { position: 'bottom-left' };

export const notify = {
  success: (message: string) => show(message, 'teal', 3000),
  /** News nobody asked for: clear of the header's search box, the page's actions and the reminder cards. */
  aside: (message: string) => show(message, 'teal', 3000, asidePlace()),
  info: (message: string) => show(message, 'gray', 3000),
  warning: (message: string) => show(message, 'orange', ERROR_TOAST_MS),
  /** SPEC §8: failures stay 5 s and can be closed. */
  error: (message: string) => show(message, 'red', ERROR_TOAST_MS),
  /** Drop what is on screen, e.g. a failed attempt's message once the next one succeeded. */
  clear: () => notifications.clean(),
};
