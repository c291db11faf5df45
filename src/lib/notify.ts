import { ERROR_TOAST_MS } from '@contract';
import { type NotificationData, notifications } from '@mantine/notifications';

/**
 * Toasts in the Element/RuoYi manner: short, at the top centre (position set on <Notifications>).
 * One id per message text so a burst of failing calls shows one toast, not ten.
 */
const show = (message: string, color: string, autoClose: number, position?: NotificationData['position']) =>
  notifications.show({ id: `${color}:${message}`, message, color, autoClose, withCloseButton: true, position });

export const notify = {
  success: (message: string) => show(message, 'teal', 3000),
  /** News nobody asked for (the app was cached): bottom left, clear of the header, the page's actions and reminders. */
  aside: (message: string) => show(message, 'teal', 3000, 'bottom-left'),
  info: (message: string) => show(message, 'gray', 3000),
  warning: (message: string) => show(message, 'orange', ERROR_TOAST_MS),
  /** SPEC §8: failures stay 5 s and can be closed. */
  error: (message: string) => show(message, 'red', ERROR_TOAST_MS),
  /** Drop what is on screen, e.g. a failed attempt's message once the next one succeeded. */
  clear: () => notifications.clean(),
};
