#!/usr/bin/env node
/** `npm run dev`: the API server (restarting on change) and Vite with hot reload, side by side. */
import { spawn } from 'node:child_process';

// A dev server on another PORT (a second checkout) gets its own JT/T 808 port too: PORT + 20000.
const jt808Port = process.env.PORT && Number(process.env.PORT) + 20000 <= 65535 ? String(Number(process.env.PORT) + 20000) : '7808';
// The development aids (the SMS inbox, the test hooks) are on, for the key the server prints (docs/api.md "Development aids").
const env = {
  ...process.env,
  YUANWU_CAPTCHA: process.env.YUANWU_CAPTCHA ?? 'off',
  YUANWU_DEV_AIDS: process.env.YUANWU_DEV_AIDS ?? 'on',
  JT808_PORT: process.env.JT808_PORT ?? jt808Port,
};
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
