/** Shell piece; being built (issue 4). */
export function ExpiryReminder() {
  return null;
}
