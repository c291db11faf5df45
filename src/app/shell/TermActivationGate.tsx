/** Shell piece; being built (issue 4). */
export function TermActivationGate() {
  return null;
}
