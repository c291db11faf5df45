/** Shell piece; being built (issue 4). */
export function Breadcrumb() {
  return null;
}
