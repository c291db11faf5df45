import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { checkBudget, pieces, report } from '../../scripts/check-bundle-budget.mjs';

/**
 * A small build manifest: the entry (the login page), the app it loads on signing in (with the router), the shell with
 * the runtimes, pages, the login page's lazy dialog and a worker.
 */
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
  '_router.js': { file: 'assets/router.js' },
  // The screens kit (mutators, the list and form kit): loaded with the first screen that uses it.
  '_screens-S.js': { file: 'assets/screens-S.js', name: 'screens', imports: ['_dexie.js', '_form.js'] },
  '_form.js': { file: 'assets/form.js' },
  '_app-X.js': { file: 'assets/app-X.js', name: 'app', imports: ['index.html', '_router.js'], css: ['assets/app-X.css'] },
  'src/features/account/captcha/CaptchaModal.tsx': {
    file: 'assets/captcha.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
    css: ['assets/captcha.css'],
  },
  // An open page: the router draws it, so it loads after the app.
  'src/routes/weCode.tsx?tsr-split=component': { file: 'assets/wecode.js', isDynamicEntry: true, imports: ['_app-X.js'] },
  'src/routes/_app.tsx?tsr-split=component': { file: 'assets/layout.js', isDynamicEntry: true, imports: ['index.html', '_react.js'] },
  'src/app/sync/start-runtimes.ts': { file: 'assets/runtimes.js', isDynamicEntry: true, imports: ['_dexie.js'] },
  'src/routes/_app/HOME.tsx?tsr-split=component': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_dexie.js'] },
  'src/routes/_app/JCSZ/CZRZ.tsx?tsr-split=component': {
    file: 'assets/czrz.js',
    isDynamicEntry: true,
    imports: ['_dexie.js', '_react.js'],
  },
  'src/routes/_app/YWGL/ZSGL.tsx?tsr-split=component': {
    file: 'assets/zsgl.js',
    isDynamicEntry: true,
    imports: ['_screens-S.js', '_dexie.js'],
  },
  // Loaded from the shell (the menu search): what it shares with the shell came with it.
  'contract/menu-search.ts': { file: 'assets/menu-search.js', isDynamicEntry: true, imports: ['_dexie.js'] },
};
/** Every file weighs 1 KiB of brotli except the ones named here. */
const brotli: Record<string, number> = {
  'assets/react.js': 50,
  'assets/dexie.js': 30,
  'assets/router.js': 20,
  'assets/screens-S.js': 8,
  'assets/form.js': 4,
};
const sizeOf = (f: string) => ({ raw: 4096, br: (brotli[f] ?? 1) * 1024 });
const budget = { kib: { entry: 60, app: 25, shell: 40, '/HOME': 120, screens: 15 }, defaultChunkKib: 5 };

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
    expect(kib.entry).toBe(50 + 1 + 1); // react, the entry's JS and CSS: the cold login page
    expect(kib.app).toBe(1 + 1 + 20); // the app's JS and CSS and the router; not the entry again
    expect(kib.shell).toBe(1 + 1 + 30); // the layout and the runtimes with Dexie; not the entry again
    expect(kib['/HOME']).toBe(52 + 22 + 32 + 1);
    expect(kib.CaptchaModal).toBe(2); // the login page's dialog: only its JS and CSS beyond the entry
    expect(kib['/weCode']).toBe(1); // the router came with the app
    expect(kib['/JCSZ/CZRZ']).toBe(1); // Dexie came with the shell
    expect(kib.screens).toBe(8 + 4); // the kit and the form library it draws with, once; not Dexie again
    expect(kib['/YWGL/ZSGL']).toBe(1); // a screen on the kit: only its own chunk
    expect(kib['/HOME']).not.toBeGreaterThan(52 + 22 + 32 + 1); // the workbench does not wait for the kit
    expect(kib['menu-search']).toBe(1); // it imports the shell's Dexie: it runs after the shell
    expect(kib['sync.worker']).toBe(1);
  });

  it('passes when every piece is within its budget', () => {
    const rows = checkBudget(pieces(manifest), sizeOf, budget);
    expect(rows.filter((r: Row) => r.over)).toEqual([]);
    expect(report(rows)).not.toContain('OVER');
  });

  it('fails naming the piece over its budget, a listed one or a route held to the default', () => {
    const heavy: Record<string, number> = { ...brotli, 'assets/index.js': 10, 'assets/czrz.js': 6 };
    const rows = checkBudget(pieces(manifest), (f: string) => ({ raw: 1, br: (heavy[f] ?? 1) * 1024 }), budget);
    expect(rows.filter((r: Row) => r.over).map((r: Row) => r.name)).toEqual(['entry', '/JCSZ/CZRZ']);
    const text = report(rows);
    expect(text).toContain('"entry" is 61.0 KiB brotli, over its budget of 60.0 KiB');
    expect(text).toContain('"/JCSZ/CZRZ" is 6.0 KiB brotli, over its budget of 5.0 KiB');
    expect(text).toContain('bundle-budget.json');
  });
});
