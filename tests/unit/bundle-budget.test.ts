import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { checkBudget, pieces, report } from '../../scripts/check-bundle-budget.mjs';

/** A small build manifest: the entry, the login route, the shell with the runtimes, a page and a worker. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
    assets: ['assets/sync.worker-A1.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_dexie.js': { file: 'assets/dexie.js' },
  'src/routes/login.tsx?tsr-split=component': {
    file: 'assets/login.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
    css: ['assets/login.css'],
  },
  'src/routes/_app.tsx?tsr-split=component': { file: 'assets/app.js', isDynamicEntry: true, imports: ['index.html', '_react.js'] },
  'src/app/sync/start-runtimes.ts': { file: 'assets/runtimes.js', isDynamicEntry: true, imports: ['_dexie.js'] },
  'src/routes/_app/HOME.tsx?tsr-split=component': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_dexie.js'] },
  'src/routes/_app/JCSZ/CZRZ.tsx?tsr-split=component': {
    file: 'assets/czrz.js',
    isDynamicEntry: true,
    imports: ['_dexie.js', '_react.js'],
  },
  // Loaded from the shell (the menu search): what it shares with the shell came with it.
  'contract/menu-search.ts': { file: 'assets/menu-search.js', isDynamicEntry: true, imports: ['_dexie.js'] },
};
/** Every file weighs 1 KiB of brotli except the ones named here. */
const brotli: Record<string, number> = { 'assets/react.js': 50, 'assets/dexie.js': 30 };
const sizeOf = (f: string) => ({ raw: 4096, br: (brotli[f] ?? 1) * 1024 });
const budget = { kib: { entry: 60, '/login': 60, shell: 40, '/HOME': 100 }, defaultChunkKib: 5 };

interface Row {
  name: string;
  br: number;
  over: boolean;
}
/** KiB of brotli per piece. */
const kibByName = (rows: Row[]): Record<string, number> => Object.fromEntries(rows.map((r) => [r.name, r.br / 1024]));

describe('bundle budget', () => {
  it('counts each piece with what it loads beyond what is already there', () => {
    const kib = kibByName(checkBudget(pieces(manifest), sizeOf, budget));
    expect(kib.entry).toBe(50 + 1 + 1); // react, the entry's JS and CSS
    expect(kib['/login']).toBe(52 + 2); // the entry, then the route's JS and CSS
    expect(kib.shell).toBe(1 + 1 + 30); // the layout and the runtimes with Dexie; not the entry again
    expect(kib['/HOME']).toBe(52 + 32 + 1);
    expect(kib['/JCSZ/CZRZ']).toBe(1); // Dexie came with the shell
    expect(kib['menu-search']).toBe(1); // it imports the shell's Dexie: it runs after the shell
    expect(kib['sync.worker']).toBe(1);
  });

  it('passes when every piece is within its budget', () => {
    const rows = checkBudget(pieces(manifest), sizeOf, budget);
    expect(rows.filter((r: Row) => r.over)).toEqual([]);
    expect(report(rows)).not.toContain('OVER');
  });

  it('fails naming the piece over its budget, a listed one or a route held to the default', () => {
    const heavy: Record<string, number> = { ...brotli, 'assets/login.js': 10, 'assets/czrz.js': 6 };
    const rows = checkBudget(pieces(manifest), (f: string) => ({ raw: 1, br: (heavy[f] ?? 1) * 1024 }), budget);
    expect(rows.filter((r: Row) => r.over).map((r: Row) => r.name)).toEqual(['/login', '/JCSZ/CZRZ']);
    const text = report(rows);
    expect(text).toContain('"/login" is 63.0 KiB brotli, over its budget of 60.0 KiB');
    expect(text).toContain('"/JCSZ/CZRZ" is 6.0 KiB brotli, over its budget of 5.0 KiB');
    expect(text).toContain('bundle-budget.json');
  });
});
