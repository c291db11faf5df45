/** Header widget; being built (issue 4). */
export function MenuSearch() {
  return null;
}
