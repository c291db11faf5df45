/** Server-side captcha rules; the client never learns them beyond what the pictures show. */
export const CAPTCHA_TOKEN_TTL_MS = 2 * 60 * 1000;
/** A passed check's verification string is good for one use within this time (AJ keeps it 3 minutes). */
export const CAPTCHA_VERIFICATION_TTL_MS = 3 * 60 * 1000;
/** Pictures per address per minute; more answers 6201 and the client clears its pictures. */
export const CAPTCHA_GET_LIMIT_PER_MINUTE = 30;
/** How far off the slider may land, in picture pixels (AJ's slip offset). */
export const SLIDER_TOLERANCE_PX = 5;
/** How far from a character's centre a click may land. */
export const CLICK_TOLERANCE_PX = 18;
/** Checked or expired challenges are deleted this long after they expired. */
export const CAPTCHA_RETENTION_MS = 10 * 60 * 1000;
