#!/usr/bin/env node
/**
 * Import boundaries of ARCHITECTURE.md, checked on resolved paths (so relative and aliased imports count alike):
 *   contract → nothing of ours · sync → contract · workers → contract, sync · server → contract
 *   src → contract, sync, workers · a feature folder never imports another · src/ui and src/lib never import
 *   features or app · server/services never imports server/sync (the protocol sits above the services; the change
 *   log and row mappers below them, in server/replication) · src/ui never imports src/lib/api (shared widgets do
 *   not call the server; the screen that uses them does) · no import circle anywhere, `import type` included ·
 *   src, sync and workers import contract by file (`@contract/<file>`), never its barrel, which would bring every schema
 *   into the first load and the workers · contract files take `z` from ./zod-locale, so the Chinese messages load
 *   with any schema.
 * Run by `npm run lint` after Biome.
 *
 * Also the rule of issue 36: an API path is written once, in the contract's call declarations (contract/call.ts); a
 * string that starts with one anywhere else in server/, src/, sync/ or workers/ is refused (comments may name paths).
 * `--api-literals` checks that rule alone and counts what it finds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
/** Business domains: their features are a level deeper, src/features/<domain>/<area>. */
const DOMAINS = new Set(['people', 'finance', 'bus', 'org', 'site']);
const featureOf = (path) => {
  const m = /^src\/features\/([^/]+)(?:\/([^/]+)\/)?/.exec(path);
  if (!m) return undefined;
  return DOMAINS.has(m[1]) && m[2] ? `${m[1]}/${m[2]}` : m[1];
};
const isShared = (path) => /^src\/(ui|lib)\//.test(path);

/** Violations of one file's imports: `[{ file, spec, why }]`. */
export function checkFile(file, source) {
  const from = layerOf(file);
  if (!from) return [];
  const out = [];
  for (const m of source.matchAll(IMPORT_RE)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (from === 'contract' && /^zod(\/|$)/.test(spec) && !/^(import|export)\s+type\b/.test(m[0]) && file !== 'contract/zod-locale.ts')
      out.push({ file, spec, why: "contract/ takes z from './zod-locale' (the Chinese messages load with every schema)" });
    const target = resolveImport(file, spec);
    if (!target) continue;
    if (/^(src|sync|workers)\//.test(file) && /^contract\/?(index(\.ts)?)?$/.test(target))
      out.push({ file, spec, why: "import from '@contract/<file>', not the contract barrel (it drags every schema into the first load)" });
    const to = layerOf(target);
    if (to && !ALLOWED[from].includes(to)) out.push({ file, spec, why: `${from}/ may not import ${to}/` });
    const [ff, tf] = [featureOf(file), featureOf(target)];
    if (ff && tf && ff !== tf)
      out.push({ file, spec, why: `feature "${ff}" may not import feature "${tf}" (share through ui/, lib/ or contract/)` });
    if (isShared(file) && /^src\/(features|app|routes)\//.test(target))
      out.push({ file, spec, why: 'src/ui and src/lib may not import features, app or routes' });
    if (ff && /^src\/app\//.test(target)) out.push({ file, spec, why: 'a feature may not import src/app' });
    if (/^server\/services\//.test(file) && /^server\/sync(\/|$)/.test(target))
      out.push({ file, spec, why: 'server/services may not import server/sync (change log and row mappers: server/replication)' });
    if (/^src\/ui\//.test(file) && /^src\/lib\/api(\/|\.ts$|$)/.test(target))
      out.push({ file, spec, why: 'src/ui may not import src/lib/api (the feature that uses a widget calls the server)' });
  }
  return out;
}

/** The prefixes of the server's API (server/plugins/web.ts API_PREFIXES, and the device and SPEC routes outside it). */
export const API_PATH_PREFIXES = ['/park/', '/api/', '/qltcrm/', '/v2/', '/sync/', '/device/', '/edu/', '/opinion/'];

/**
 * The string literals of a source (quoted or template; the template's text up to its first `${`), comments left out:
 * `[{ text, line }]`. A small scanner: a regular expression literal holding a quote could mislead it.
 */
export function stringLiterals(source) {
  const out = [];
  let line = 1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\n') line++;
    else if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++;
      line++;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      line += source.slice(i, end).split('\n').length - 1;
      i = end < 0 ? source.length : end + 1;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      let text = '';
      let open = true;
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\') j++;
        else if (c === '`' && source[j] === '$' && source[j + 1] === '{') open = false;
        else if (open) text += source[j];
        if (source[j] === '\n') line++;
        j++;
      }
      out.push({ text, line });
      i = j;
    }
  }
  return out;
}

/** API paths written outside the contract: `[{ file, line, text, why }]`. */
export function checkApiLiterals(file, source) {
  if (!/^(server|src|sync|workers)\//.test(file)) return [];
  return stringLiterals(source)
    .filter(({ text }) => API_PATH_PREFIXES.some((p) => text.startsWith(p)))
    .map(({ text, line }) => ({ file, line, text, why: 'an API path is declared once, in contract/ (defineCall), and used from there' }));
}

/** Imports of one file as project-relative targets (extension not yet resolved), packages left out. */
export function importsOf(file, source) {
  return [...source.matchAll(IMPORT_RE)].map((m) => resolveImport(file, m[1] ?? m[2] ?? m[3] ?? m[4])).filter(Boolean);
}

/** The file a target names, among `files` (a Set): as written, with an extension, or as a folder's index. */
export function fileOf(target, files) {
  const bare = target.replace(/\/$/, '').replace(/\.js$/, '');
  const candidates = [target, ...['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'].map((x) => bare + x)];
  return candidates.find((c) => files.has(c));
}

/**
 * Import circles in a graph `Map<file, file[]>`, each as the list of its files (the strongly connected components
 * of more than one file, or a file importing itself). Tarjan's algorithm, iterative so a deep graph cannot overflow.
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        frame[1]++;
        const to = edges[i];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.includes(node)) cycles.push(component.sort());
    }
  }
  return cycles;
}

/** The import graph of `sources` (`Map<file, source text>`), edges only to files among them. */
export function importGraph(sources) {
  const files = new Set(sources.keys());
  const graph = new Map();
  for (const [file, source] of sources)
    graph.set(file, [
      ...new Set(
        importsOf(file, source)
          .map((t) => fileOf(t, files))
          .filter(Boolean),
      ),
    ]);
  return graph;
}

/**
 * Folders of `root` that import each other, as messages. An import between two files counts for the two sibling
 * folders under their deepest common folder; a file directly in that folder is no folder (server/services/context.ts
 * sits below every area, mutations.ts above). Inside a domain the areas stand on its kernel, never on each other both
 * ways: what two areas both need goes down into a folder both may import, what uses both goes up into one of its own.
 */
export function mutualFolders(graph, root = 'server/services') {
  const edges = new Map();
  for (const [from, targets] of graph) {
    if (!from.startsWith(`${root}/`)) continue;
    for (const to of targets) {
      if (!to.startsWith(`${root}/`)) continue;
      const [a, b] = [from.split('/'), to.split('/')];
      let i = 0;
      while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
      if (i >= a.length - 1 || i >= b.length - 1) continue;
      const key = `${a.slice(0, i + 1).join('/')}\t${b.slice(0, i + 1).join('/')}`;
      if (!edges.has(key)) edges.set(key, `${from} → ${to}`);
    }
  }
  const out = [];
  for (const [key, example] of edges) {
    const [fa, fb] = key.split('\t');
    const back = edges.get(`${fb}\t${fa}`);
    if (back && fa < fb) out.push(`folders ${fa} and ${fb} import each other: ${example}, and ${back}`);
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
  const sources = new Map(
    LAYERS.filter((layer) => existsSync(join(ROOT, layer))).flatMap((layer) =>
      [...sourceFiles(layer)].map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]),
    ),
  );
  if (process.argv.includes('--api-literals')) {
    const found = [...sources].flatMap(([f, source]) => checkApiLiterals(f, source));
    for (const p of found) console.error(`${p.file}:${p.line}: '${p.text}': ${p.why}`);
    console.log(`${found.length} API path literal(s) outside contract/ in ${new Set(found.map((p) => p.file)).size} file(s)`);
    process.exit(found.length ? 1 : 0);
  }
  const problems = [...sources].flatMap(([f, source]) => checkFile(f, source)).map((p) => `${p.file}: import '${p.spec}': ${p.why}`);
  const graph = importGraph(sources);
  for (const cycle of findCycles(graph)) problems.push(`import circle among: ${cycle.join(', ')}`);
  problems.push(...mutualFolders(graph));
  for (const p of [...sources].flatMap(([f, source]) => checkApiLiterals(f, source))) {
    problems.push(`${p.file}:${p.line}: '${p.text}': ${p.why}`);
  }
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`\n${problems.length} import boundary or API path violation(s)`);
    process.exit(1);
  }
  console.log('import boundaries and API paths: ok');
}
