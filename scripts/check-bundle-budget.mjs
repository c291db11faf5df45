#!/usr/bin/env node
/**
 * The first-load size budget (docs/architecture.md, "First load"), checked after `vite build` from its manifest
 * (dist/web/.vite/manifest.json). Sizes are brotli-compressed bytes, as the browser downloads them, of each piece's
 * static-import closure (JS and CSS), counting only what is not loaded already:
 *   entry       index.html's closure: the bootstrap and the login page, what a cold /login pays (src/main.tsx)
 *   app         what a signed-in start or signing in adds first: the router, the providers, the zod-checked calls
 *               (src/app/mount-app.tsx), beyond the entry
 *   shell       the signed-in layout (_app) and the sync and upload runtimes, beyond the entry and the app
 *   /HOME       the entry, the app, the shell and the workbench: the first page after sign-in
 *   screens     the offline mutation kit (every area's mutators and argument schemas), beyond the signed-in pieces:
 *               what the first screen that edits adds once
 *   <route>     any other route chunk beyond the entry and the app (and the shell for a signed-in page, and the
 *               screens kit for one that uses it); a lazy chunk beyond what imports it
 *   <name>.worker  each worker file (self-contained)
 * Budgets are in KiB of brotli in bundle-budget.json (`kib` per piece); a piece not named there is held to
 * `defaultChunkKib`. Prints a table; exits 1, naming the piece and what to do, when one is over.
 * Usage: node scripts/check-bundle-budget.mjs [dist/web] [bundle-budget.json]
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = 'index.html';
/** The app the bootstrap loads on a signed-in start or after signing in: the chunk group `app` (scripts/first-load-chunks.ts). */
const appKey = (manifest) => Object.keys(manifest).find((k) => manifest[k].name === 'app' && manifest[k].file.endsWith('.js'));
const SHELL = 'src/routes/_app.tsx?tsr-split=component';
/** The chunk group `screens` (scripts/first-load-chunks.ts), when the build has one. */
const screensKey = (manifest) => Object.keys(manifest).find((k) => manifest[k].name === 'screens' && manifest[k].file.endsWith('.js'));
/** Loaded by the signed-in guard beside the shell (src/app/guards/load-runtimes.ts). */
const RUNTIMES = 'src/app/sync/start-runtimes.ts';
const routeKey = (path) => `src/routes${path}.tsx?tsr-split=component`;

/** The files (JS and CSS) `key` loads before it runs: itself, its static imports, recursively, and their CSS. */
export function closure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk "${key}"`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into);
  return into;
}

const minus = (files, loaded) => new Set([...files].filter((f) => !loaded.has(f)));

/** A readable name for a chunk key: `/JCSZ/CZRZ` for a route, the package or source file's name for a lazy chunk. */
export function pieceName(key) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(key);
  if (pkg) return pkg[1];
  const route =
    /^src\/routes\/_app(\/.+)\.tsx\?tsr-split=component$/.exec(key) ?? /^src\/routes(\/.+)\.tsx\?tsr-split=component$/.exec(key);
  return route ? route[1] : basename(key).replace(/\.[cm]?[jt]sx?$/, '');
}

/**
 * The pieces to measure, each `{ name, files }`: the entry, the app, the shell, /HOME, every other dynamic entry
 * beyond what loads before it, and the workers (files named `*.worker-<hash>.js` among the chunks' assets).
 */
export function pieces(manifest) {
  const entry = closure(manifest, ENTRY);
  const APP = appKey(manifest);
  const app = minus(closure(manifest, APP), entry);
  const withApp = new Set([...entry, ...app]);
  const shellAll = closure(manifest, SHELL);
  if (manifest[RUNTIMES]) closure(manifest, RUNTIMES, shellAll);
  const shell = minus(shellAll, withApp);
  const signedIn = new Set([...withApp, ...shell]);
  const SCREENS = screensKey(manifest);
  const screens = SCREENS ? minus(closure(manifest, SCREENS), signedIn) : new Set();
  const withScreens = new Set([...signedIn, ...screens]);
  const out = [
    { name: 'entry', files: entry },
    { name: 'app', files: app },
    { name: 'shell', files: shell },
    { name: '/HOME', files: closure(manifest, routeKey('/_app/HOME'), new Set(signedIn)) },
    ...(SCREENS ? [{ name: 'screens', files: screens }] : []),
  ];
  const named = new Set([ENTRY, APP, SHELL, RUNTIMES, SCREENS, routeKey('/_app/HOME')]);
  const touches = (files, part) => [...part].some((f) => files.has(f));
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || named.has(key)) continue;
    // A signed-in page, or a lazy chunk that imports the shell's code, loads after the shell; a route or chunk that
    // needs the app's code (the router) after the app; any other (the login page's dialogs) after the entry.
    const files = closure(manifest, key);
    const afterShell = key.startsWith('src/routes/_app/') || touches(files, shell);
    const before = afterShell ? (touches(files, screens) ? withScreens : signedIn) : touches(files, app) ? withApp : entry;
    out.push({ name: pieceName(key), files: minus(files, before) });
  }
  const workers = new Set(
    Object.values(manifest)
      .flatMap((c) => c.assets ?? [])
      .filter((f) => /\.worker-[\w-]+\.js$/.test(f)),
  );
  for (const file of [...workers].sort()) out.push({ name: basename(file).replace(/-[\w-]+\.js$/, ''), files: new Set([file]) });
  return out;
}

/** Raw and brotli sizes of one file of the build. */
export function fileSizes(dir, file) {
  const bytes = readFileSync(join(dir, file));
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: bytes.length, br };
}

/**
 * Each piece with its sizes and budget, `{ name, raw, br, budget, over }`, from the pieces, a size reader
 * (file → {raw, br}) and the budget file's contents (`{ kib: {name: KiB}, defaultChunkKib: KiB }`).
 */
export function checkBudget(list, sizeOf, budget) {
  return list.map(({ name, files }) => {
    let raw = 0;
    let br = 0;
    for (const f of files) {
      const s = sizeOf(f);
      raw += s.raw;
      br += s.br;
    }
    const limit = (budget.kib?.[name] ?? budget.defaultChunkKib) * 1024;
    return { name, raw, br, budget: limit, over: br > limit };
  });
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** The report: a table, then one line per piece over budget saying what to do. */
export function report(rows) {
  const lines = [`${'piece'.padEnd(24)}${'raw'.padStart(12)}${'brotli'.padStart(12)}${'budget'.padStart(12)}`];
  for (const r of rows)
    lines.push(
      `${r.name.padEnd(24)}${kib(r.raw).padStart(12)}${kib(r.br).padStart(12)}${kib(r.budget).padStart(12)}${r.over ? '  OVER' : ''}`,
    );
  for (const r of rows.filter((x) => x.over))
    lines.push(
      `\n"${r.name}" is ${kib(r.br)} brotli, over its budget of ${kib(r.budget)}. Keep what the page does not run out of its ` +
        'closure (a lazy import, a per-area @contract/<file> import, CSS imported by the component that uses it). ' +
        'If it truly needs the bytes, raise its figure in bundle-budget.json (about 10 % above the new size) in the same commit ' +
        'and say in the message what the bytes buy.',
    );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(ROOT, process.argv[2] ?? 'dist/web');
  const budget = JSON.parse(readFileSync(resolve(ROOT, process.argv[3] ?? 'bundle-budget.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const cache = new Map();
  const sizeOf = (f) => cache.get(f) ?? cache.set(f, fileSizes(dir, f)).get(f);
  const rows = checkBudget(pieces(manifest), sizeOf, budget);
  console.log(report(rows));
  if (rows.some((r) => r.over)) process.exit(1);
  console.log('\nbundle budget: ok');
}
