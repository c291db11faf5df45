/** Header widget; being built (issue 4). */
export function InviteButton() {
  return null;
}
