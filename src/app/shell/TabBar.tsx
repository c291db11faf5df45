/** Shell piece; being built (issue 4). */
export function TabBar() {
  return null;
}
