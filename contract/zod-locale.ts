import { z } from 'zod';
// Only the Chinese locale: `z.locales` would bring every language into each bundle (~250 KB).
import zhCN from 'zod/v4/locales/zh-CN.js';

// Validation messages that a schema does not spell out itself are shown in Chinese, on the server and in the app.
// Contract files take `z` from here, not from 'zod', so whatever loads a schema (a page, a worker) loads the locale
// with it, whichever contract file it imports (scripts/check-boundaries.mjs refuses a direct import).
z.config(zhCN());

export { z };
