#!/usr/bin/env node
/**
 * The build stamp: a fingerprint of everything `npm run build` reads, kept in dist/.build-stamp after a build that
 * succeeded, so `npm start` (scripts/start.mjs) rebuilds only when something changed. Git-independent: it hashes file
 * contents, so a checkout that touches files without changing them does not cost a build.
 *
 * `npm run build` runs `build-stamp.mjs begin` first (fingerprints the inputs as they are when the build starts and
 * removes the stamp, so a build that fails leaves none) and `build-stamp.mjs done` last (the stamp is written).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders and files the build reads, from the project root. Over-including costs a build; under-including serves a stale one. */
export const BUILD_INPUTS = [
  'src',
  'contract',
  'sync',
  'workers',
  'public',
  'server',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'postcss.config.cjs',
  'postcss.config.js',
  'postcss.config.mjs',
  // Vite reads these for VITE_* variables.
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Written by the build itself (the router plugin): hashing it would make a fresh clone's second start build again. */
const GENERATED = new Set(['src/routeTree.gen.ts']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dev-dist', '.tmp']);

/** The build's environment: Vite puts VITE_* into the app, and NODE_ENV chooses its mode. */
function buildEnv(env) {
  return Object.keys(env)
    .filter((k) => k.startsWith('VITE_') || k === 'NODE_ENV')
    .sort()
    .map((k) => `${k}=${env[k]}`);
}

function listFiles(root, rel, out) {
  const abs = join(root, rel);
  let st;
  try {
    st = statSync(abs);
  } catch {
    return; // an optional input (.env, postcss.config.*) that is absent
  }
  if (st.isFile()) {
    if (!GENERATED.has(rel)) out.push(rel);
    return;
  }
  if (!st.isDirectory()) return;
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    if (entry.name.endsWith('.tsbuildinfo')) continue;
    listFiles(root, `${rel}/${entry.name}`, out);
  }
}

/** The build's input files, sorted, relative to the root with `/`. */
function inputFiles(root) {
  const files = [];
  for (const input of BUILD_INPUTS) listFiles(root, input, files);
  return files.map((rel) => rel.split(sep).join('/')).sort();
}

/** One hash over the inputs' paths and contents and the build's environment. */
export function fingerprint(root, env = process.env, files = inputFiles(root)) {
  const hash = createHash('sha256');
  for (const rel of files) {
    hash.update(`${rel}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(root, rel)))
        .digest(),
    );
  }
  for (const line of buildEnv(env)) hash.update(`env\0${line}\0`);
  return hash.digest('hex');
}

/**
 * The quick check: paths, sizes and modification times only, no file read (like make, or git's index). When it
 * matches, nothing was written since the build began; when it does not, the contents decide.
 */
function statsKey(root, env, files) {
  const hash = createHash('sha256');
  for (const rel of files) {
    const st = statSync(join(root, rel));
    hash.update(`${rel}\0${st.size}\0${st.mtimeMs}\0`);
  }
  for (const line of buildEnv(env)) hash.update(`env\0${line}\0`);
  return hash.digest('hex');
}

const stampFile = (root) => join(root, 'dist', '.build-stamp');
const pendingFile = (root) => join(root, 'dist', '.build-stamp.pending');
/** What a start needs from a build; a folder missing one of them is not a build to serve. */
export const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];

function readStamp(root) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(root), 'utf8'));
    return typeof stamp.fingerprint === 'string' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

function stampOf(root, env) {
  const files = inputFiles(root);
  return JSON.stringify({ fingerprint: fingerprint(root, env, files), stats: statsKey(root, env, files) });
}

/**
 * Whether the last build still matches the inputs: `{ current: true }`, or `{ current: false, reason }` with the
 * reason in Chinese and English for the console.
 */
export function checkBuild(root, env = process.env) {
  const stamp = readStamp(root);
  if (!stamp) return { current: false, reason: '尚无完整的构建 (no finished build yet)' };
  if (BUILD_OUTPUTS.some((f) => !existsSync(join(root, f)))) return { current: false, reason: '构建不完整 (build output missing)' };
  const files = inputFiles(root);
  if (stamp.stats === statsKey(root, env, files)) return { current: true };
  if (stamp.fingerprint !== fingerprint(root, env, files)) {
    return { current: false, reason: '源码有改动 (sources changed since the last build)' };
  }
  // Touched but unchanged (a checkout, a formatter): the next start can take the quick check again.
  writeFileSync(stampFile(root), stampOf(root, env));
  return { current: true };
}

/** Before a build: the inputs as the build will read them are noted, and the old stamp goes. */
export function beginBuild(root, env = process.env) {
  mkdirSync(join(root, 'dist'), { recursive: true });
  rmSync(stampFile(root), { force: true });
  writeFileSync(pendingFile(root), stampOf(root, env));
}

/** After a build that succeeded: its noted fingerprint becomes the stamp. */
export function finishBuild(root) {
  renameSync(pendingFile(root), stampFile(root));
}

const projectRoot = () => resolve(fileURLToPath(new URL('..', import.meta.url)));

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'begin') beginBuild(projectRoot());
  else if (command === 'done') finishBuild(projectRoot());
  else {
    console.error(`usage: node ${relative(process.cwd(), fileURLToPath(import.meta.url))} begin|done`);
    process.exit(2);
  }
}
