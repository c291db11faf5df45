import { HOME_PATH } from '@contract/routes';
import { redirect } from '@tanstack/react-router';

/** SPEC §2: / redirects to /HOME. */
export function redirectHome(): never {
  throw redirect({ to: HOME_PATH, replace: true });
}
