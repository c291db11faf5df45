import { z } from 'zod';

// Validation messages that a schema does not spell out itself are shown in Chinese, on the server and in the app.
z.config(z.locales.zhCN());
