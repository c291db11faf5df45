/** Header widget; being built (issue 4). */
export function RenewButton() {
  return null;
}
