/** Header widget; being built (issue 4). */
export function CustomerService() {
  return null;
}
