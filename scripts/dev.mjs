#!/usr/bin/env node
/** `npm run dev`: the API server (restarting on change) and Vite with hot reload, side by side. */
import { spawn } from 'node:child_process';

const env = { ...process.env, YUANWU_CAPTCHA: process.env.YUANWU_CAPTCHA ?? 'off' };
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
