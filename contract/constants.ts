/** Business constants and limits of SPEC §9 that more than one layer needs. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50] as const;
export const ERROR_TOAST_MS = 5000;
export const DOWNLOAD_ERROR_TOAST_MS = 2000;
export const REQUEST_TIMEOUT_MS = 300_000;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 230;
export const TOKEN_RENEWAL_MS = 30 * 60 * 1000;
/** Server-side token lifetime; renewal slides it. */
export const TOKEN_TTL_MS = 8 * 60 * 60 * 1000;
export const DEMO_PASSWORD = 'Yuanwu@2026';
/** The demo schools' finance password (contract/finance/settings.ts). */
export const DEMO_FINANCE_PASSWORD = 'Caiwu@2026';
