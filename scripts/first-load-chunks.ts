import type { Plugin } from 'vite';

/**
 * How the build splits the first load (docs/architecture.md, "First load"), for vite.config.ts:
 * - `index`: the entry's static graph ($initial): the bootstrap and the login page;
 * - `app`: what the app's mount (src/app/mount-app.tsx) imports beyond it: the router and its route tree, the
 *   providers, the session bootstrap, the zod-checked calls; one file, loaded on a signed-in start or after signing in;
 * - `shell`: the signed-in layout (src/app/shell/) and the runtimes the signed-in guard starts beside it;
 * - `screens`: what most screens share, loaded with the first screen opened rather than with the workbench: the
 *   offline mutation kit (src/lib/replica/use-mutate.ts: sync/mutate, every area's mutators and argument schemas, so a
 *   new area does not grow the first page after sign-in) and the list and form kit (DataTable, FormDialog,
 *   useRecordForm with @mantine/form, and the Mantine components they draw with).
 * The screens keep automatic chunks: they load one at a time and come from the service worker's cache.
 * Without the groups rolldown made dozens of shared chunks of a few hundred bytes: each a round trip and a kilobyte of
 * headers on a school's slow line.
 */
type ModuleInfo = { importedIds: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };
const SHELL_DIR = /src[\\/]app[\\/]shell[\\/]/;

/** The modules of ours `entry` reaches through static imports (recomputed when the build's module graph is new). */
function staticClosure(entry: string) {
  let graph: ModuleInfo | null = null;
  let reached = new Set<string>();
  return (ctx: Context): Set<string> => {
    const info = ctx.getModuleInfo(entry);
    if (info === graph) return reached;
    graph = info;
    reached = new Set();
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (reached.has(id)) continue;
      reached.add(id);
      // Our own modules only: a library's index names every component it has, and walking it would pull into `app`
      // components only some screens use (the group takes what our modules import of a library with them).
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []).filter((i) => !i.includes('node_modules')));
    }
    return reached;
  };
}

export function firstLoadGroups(appEntry: string, shellRoots: string[], screensRoots: string[]) {
  const appModules = staticClosure(appEntry);
  const shellClosures = shellRoots.map(staticClosure);
  const inShell = (id: string, ctx: Context) => SHELL_DIR.test(id) || shellClosures.some((c) => c(ctx).has(id));
  const screensClosures = screensRoots.map(staticClosure);
  const inScreens = (id: string, ctx: Context) => screensClosures.some((c) => c(ctx).has(id));
  return [
    { name: 'index', tags: ['$initial' as const], priority: 3 },
    { name: (id: string, ctx: Context) => (appModules(ctx).has(id) ? 'app' : null), debugName: 'app', priority: 2 },
    { name: (id: string, ctx: Context) => (inShell(id, ctx) ? 'shell' : null), debugName: 'shell', priority: 1 },
    // What the shell runs itself (a contract file its header reads, the sync runtime's nudge) stays with the shell.
    {
      name: (id: string, ctx: Context) => (inScreens(id, ctx) && !inShell(id, ctx) ? 'screens' : null),
      debugName: 'screens',
      priority: 0,
    },
  ];
}

/**
 * Names in index.html (`<meta name="yw-app-files">`) the files signing in will need beyond the entry's: the chunks
 * holding `modules` (ids ending with one of them) and their static imports, JS and CSS. The login page fetches them
 * when the user starts to sign in (src/app/login/prefetch-app.ts). A meta tag rather than an inline script: the
 * content security policy allows no inline script.
 */
export function appFilesMeta(modules: string[]): Plugin {
  return {
    name: 'yuanwu:app-files-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !ctx.chunk) return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const add = (fileName: string, into: Set<string>) => {
          const chunk = byFile.get(fileName);
          if (!chunk || into.has(fileName)) return;
          into.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const dep of chunk.imports) add(dep, into);
        };
        const entry = new Set<string>();
        add(ctx.chunk.fileName, entry);
        for (const chunk of chunks) {
          if (chunk.moduleIds.some((id) => modules.some((m) => id.endsWith(m)))) add(chunk.fileName, files);
        }
        // The sign worker hashes the password at the click on 登录: fetched ahead too (a worker script, prefetched).
        for (const file of Object.keys(bundle)) if (/(^|\/)sign\.worker-[\w-]+\.js$/.test(file)) files.add(file);
        const content = [...files].filter((f) => !entry.has(f)).join(',');
        return [{ tag: 'meta', attrs: { name: 'yw-app-files', content }, injectTo: 'head' }];
      },
    },
  };
}
