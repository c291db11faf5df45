#!/usr/bin/env node
/**
 * `npm start`: serves the built app, building it first only when its inputs changed since the last build
 * (scripts/build-stamp.mjs). The server runs in this process (started with --enable-source-maps by package.json),
 * so signals and the exit code are the server's own.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkBuild } from './build-stamp.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const build = checkBuild(root);
if (build.current) {
  console.log('构建已是最新，直接启动 (build is current, starting)');
} else {
  console.log(`${build.reason}，正在构建… (building)`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('构建失败，未启动 (build failed, not starting)');
    process.exit(result.status ?? 1);
  }
}
await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
