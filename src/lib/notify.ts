import { ERROR_TOAST_MS } from '@contract';
import { notifications } from '@mantine/notifications';

/**
 * Toasts in the Element/RuoYi manner: short, at the top centre (position set on <Notifications>).
 * One id per message text so a burst of failing calls shows one toast, not ten.
 */
const show = (message: string, color: string, autoClose: number) =>
  notifications.show({ id: `${color}:${message}`, message, color, autoClose, withCloseButton: true });

export const notify = {
  success: (message: string) => show(message, 'teal', 3000),
  info: (message: string) => show(message, 'gray', 3000),
  warning: (message: string) => show(message, 'orange', ERROR_TOAST_MS),
  /** SPEC §8: failures stay 5 s and can be closed. */
  error: (message: string) => show(message, 'red', ERROR_TOAST_MS),
  /** Drop what is on screen, e.g. a failed attempt's message once the next one succeeded. */
  clear: () => notifications.clean(),
};
