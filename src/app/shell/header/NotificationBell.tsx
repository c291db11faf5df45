/** Header widget; being built (issue 4). */
export function NotificationBell() {
  return null;
}
