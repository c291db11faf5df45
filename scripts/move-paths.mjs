#!/usr/bin/env node
/**
 * Moves files and folders and rewrites what names them: `node scripts/move-paths.mjs <mapping> [--dry]`, at the root.
 * The mapping has one `<old path> <new path>` a line (a tracked file or a folder; `#` starts a comment). Every import
 * of the tracked sources (relative or through @contract, @sync, @workers, @/) that reaches a moved file, or leaves one,
 * is rewritten in its own form (alias or relative, with or without its extension); repository paths written in text
 * (docs, comments, strings) are replaced; then `git mv`. The same mapping run on another branch makes the same moves,
 * so a branch started before a move merges after it (docs/architecture.md, the paragraph "Domains").
 * A string that stands for a path on purpose (a test's hypothetical file) is rewritten too: read the diff.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';

const [mappingFile, flag] = process.argv.slice(2);
if (!mappingFile) {
  console.error('usage: node scripts/move-paths.mjs <mapping> [--dry]');
  process.exit(2);
}
const dry = flag === '--dry';
const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const trackedSet = new Set(tracked);
const rules = readFileSync(mappingFile, 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((line) => line.split(/\s+/).map((p) => p.replace(/\/$/, '')));

/** Old file → new file. */
const moves = new Map();
for (const [from, to] of rules) {
  if (trackedSet.has(from)) {
    moves.set(from, to);
    continue;
  }
  const inside = tracked.filter((f) => f.startsWith(`${from}/`));
  if (!inside.length) throw new Error(`nothing tracked at ${from}`);
  for (const f of inside) moves.set(f, `${to}/${f.slice(from.length + 1)}`);
}
const newOf = (f) => moves.get(f) ?? f;
for (const [from, to] of moves) if (trackedSet.has(to) && !moves.has(to)) throw new Error(`${from} → ${to}: ${to} exists`);

const ALIASES = [
  ['@contract/', 'contract/'],
  ['@sync/', 'sync/'],
  ['@workers/', 'workers/'],
  ['@/', 'src/'],
];
const ENDINGS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json', '/index.ts', '/index.tsx'];

/** The tracked file an import names, how it was written (alias, left-out ending), or null for a package. */
function resolveSpec(file, spec) {
  let base = null;
  let alias = null;
  if (spec === '@contract') [base, alias] = ['contract/index', '@contract'];
  for (const [a, dir] of ALIASES) if (!base && spec.startsWith(a)) [base, alias] = [dir + spec.slice(a.length), a];
  if (!base && spec.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(file), spec));
  if (!base) return null;
  for (const ending of ENDINGS) if (trackedSet.has(base + ending)) return { target: base + ending, ending, alias };
  return null;
}

/** The import written again for the moved places, in the form it had. */
function rewrite(file, { target, ending, alias }) {
  const moved = newOf(target);
  if (alias === '@contract' && moved === 'contract/index.ts') return '@contract';
  const path = ending ? moved.slice(0, -ending.length) : moved;
  if (alias) {
    const dir = ALIASES.find(([a]) => a === alias)?.[1] ?? 'contract/';
    if (!path.startsWith(dir)) throw new Error(`${file}: ${target} would leave ${dir}`);
    return alias + path.slice(dir.length);
  }
  const from = posix.dirname(newOf(file));
  let rel = posix.relative(from, path);
  if (rel === '') rel = `../${posix.basename(path)}`;
  return rel.startsWith('.') ? rel : `./${rel}`;
}

const SPEC_RE =
  /((?:import|export)\s[^'"]*?from\s*|import\s*\(\s*|import\s+|vi\.mock\(\s*|vi\.importActual(?:<[^>]*>)?\(\s*|require\(\s*|new URL\(\s*)(['"])([^'"\n]+)\2/g;
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|json|md|yml|yaml|sh|html)$/;

// Paths in text: each rule's path, and a file's path without its .ts/.tsx (as comments write it), longest first.
const textRules = new Map();
const stems = new Set();
for (const [from, to] of rules) {
  textRules.set(from, to);
  const stem = from.replace(/\.(ts|tsx)$/, '');
  if (stem !== from) {
    textRules.set(stem, to.replace(/\.(ts|tsx)$/, ''));
    stems.add(stem);
  }
}
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const textRe = new RegExp(
  `(?<![\\w./-])(@?)(${[...textRules.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|')})(?![\\w-])`,
  'g',
);

let edited = 0;
for (const file of tracked) {
  if (!TEXT.test(file) || file.includes('/migrations/meta/')) continue;
  const source = readFileSync(file, 'utf8');
  let out = source;
  if (CODE.test(file)) {
    out = out.replace(SPEC_RE, (whole, head, quote, spec) => {
      const found = resolveSpec(file, spec);
      if (!found) return whole;
      const next = rewrite(file, found);
      return next === spec ? whole : `${head}${quote}${next}${quote}`;
    });
  }
  // A file's stem followed by '/' is a folder of the same name, not the file.
  out = out.replace(textRe, (whole, at, path, offset, text) =>
    stems.has(path) && text[offset + whole.length] === '/' ? whole : `${at}${textRules.get(path)}`,
  );
  if (out === source) continue;
  edited++;
  if (dry) console.log(`edit ${file}`);
  else writeFileSync(file, out);
}
for (const [from, to] of moves) {
  if (dry) {
    console.log(`move ${from} → ${to}`);
    continue;
  }
  mkdirSync(dirname(to), { recursive: true });
  execFileSync('git', ['mv', from, to]);
}
console.log(`${moves.size} files moved, ${edited} files edited${dry ? ' (dry run: nothing written)' : ''}`);
