#!/usr/bin/env node
/**
 * Import boundaries of ARCHITECTURE.md, checked on resolved paths (so relative and aliased imports count alike):
 *   contract → nothing of ours · sync → contract · workers → contract, sync · server → contract
 *   src → contract, sync, workers · a feature folder never imports another · src/ui and src/lib never import
 *   features or app. Run by `npm run lint` after Biome.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LAYERS = ['contract', 'sync', 'workers', 'server', 'src'];
const ALLOWED = {
  contract: ['contract'],
  sync: ['contract', 'sync'],
  workers: ['contract', 'sync', 'workers'],
  server: ['contract', 'server'],
  src: ['contract', 'sync', 'workers', 'src'],
};
const ALIASES = [
  [/^@contract(\/|$)/, 'contract/'],
  [/^@sync\//, 'sync/'],
  [/^@workers\//, 'workers/'],
  [/^@\//, 'src/'],
];
const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|new URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url/g;

/** Project-relative target of an import, or null for a package. */
export function resolveImport(fromFile, spec) {
  for (const [re, dir] of ALIASES) if (re.test(spec)) return spec.replace(re, dir);
  if (spec.startsWith('.'))
    return relative(ROOT, resolve(ROOT, dirname(fromFile), spec))
      .split(sep)
      .join('/');
  return null;
}

const layerOf = (path) => LAYERS.find((l) => path === l || path.startsWith(`${l}/`));
const featureOf = (path) => /^src\/features\/([^/]+)/.exec(path)?.[1];
const isShared = (path) => /^src\/(ui|lib)\//.test(path);

/** Violations of one file's imports: `[{ file, spec, why }]`. */
export function checkFile(file, source) {
  const from = layerOf(file);
  if (!from) return [];
  const out = [];
  for (const m of source.matchAll(IMPORT_RE)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
    const target = resolveImport(file, spec);
    if (!target) continue;
    const to = layerOf(target);
    if (to && !ALLOWED[from].includes(to)) out.push({ file, spec, why: `${from}/ may not import ${to}/` });
    const [ff, tf] = [featureOf(file), featureOf(target)];
    if (ff && tf && ff !== tf)
      out.push({ file, spec, why: `feature "${ff}" may not import feature "${tf}" (share through ui/, lib/ or contract/)` });
    if (isShared(file) && /^src\/(features|app|routes)\//.test(target))
      out.push({ file, spec, why: 'src/ui and src/lib may not import features, app or routes' });
    if (ff && /^src\/app\//.test(target)) out.push({ file, spec, why: 'a feature may not import src/app' });
  }
  return out;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) yield path;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = LAYERS.flatMap((layer) => {
    try {
      return [...sourceFiles(layer)].flatMap((f) => checkFile(f, readFileSync(join(ROOT, f), 'utf8')));
    } catch (e) {
      if (e.code === 'ENOENT') return [];
      throw e;
    }
  });
  for (const p of problems) console.error(`${p.file}: import '${p.spec}': ${p.why}`);
  if (problems.length) {
    console.error(`\n${problems.length} import boundary violation(s)`);
    process.exit(1);
  }
  console.log('import boundaries: ok');
}
