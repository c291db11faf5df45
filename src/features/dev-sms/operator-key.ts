import { OPERATOR_KEY_FRAGMENT } from '@contract/dev-aids';

const KEPT = 'yw.operatorKey';

/**
 * The operator key of the SMS inbox's link (`/dev/sms#key=…`, printed on the server's console): taken out of the
 * address bar, so a screen share or a copied address does not carry it, and kept for this tab's reloads.
 */
export function takeOperatorKey(): string {
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get(OPERATOR_KEY_FRAGMENT);
  if (fromLink) {
    sessionStorage.setItem(KEPT, fromLink);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }
  return sessionStorage.getItem(KEPT) ?? '';
}
