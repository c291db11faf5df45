import { z } from 'zod';
// Only the Chinese locale: `z.locales` would bring every language into each bundle (~250 KB).
import zhCN from 'zod/v4/locales/zh-CN.js';

// Validation messages that a schema does not spell out itself are shown in Chinese, on the server and in the app.
z.config(zhCN());
