/** Below Mantine's `sm` breakpoint (48em): a phone held upright, where wide layouts give way to narrow ones. */
export const PHONE_QUERY = '(max-width: 47.99em)';
