import { OPERATOR_KEY_HEADER } from '../../contract/dev-aids';

/**
 * The end-to-end servers' operator key (tests/e2e/server.ts gives it as YUANWU_OPERATOR_KEY, with
 * YUANWU_DEV_AIDS=on): what a person running the server reads on its console.
 */
export const OPERATOR_KEY = 'operator-key-of-the-end-to-end-servers-0123';
/** A request to a development aid (a test hook) carries the key. */
export const asOperator = { headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY } };
