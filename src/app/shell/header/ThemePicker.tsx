/** Header widget; being built (issue 4). */
export function ThemePicker() {
  return null;
}
