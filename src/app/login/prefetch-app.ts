/**
 * The app's files, named by the build in `<meta name="yw-app-files">` (scripts/app-files-plugin.ts): the app, the
 * shell, the runtimes, the workbench, the login answer's schema and the sign worker. Fetched, not run, when the user starts to sign in
 * (a key, a tap, a focus on the form), so the swap to the app after signing in costs no download, while a page that
 * is only looked at downloads nothing more.
 */
let done = false;

export function prefetchApp(): void {
  if (done) return;
  done = true;
  const files = document.querySelector<HTMLMetaElement>('meta[name="yw-app-files"]')?.content.split(',').filter(Boolean) ?? [];
  for (const file of files) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
      // Vite's loader links a chunk's CSS with `crossorigin` (CORS mode): a preload in another mode goes unused and
      // the file is fetched twice, each time with a console warning.
      link.crossOrigin = '';
    } else if (file.includes('.worker-')) {
      // A worker's script is no module of the page: into the HTTP cache, where `new Worker` finds it.
      link.rel = 'prefetch';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = `/${file}`;
    document.head.append(link);
  }
}

/** Prefetch at the first sign of a user about to sign in. */
export function prefetchAppOnIntent(): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const go = () => {
    for (const e of events) window.removeEventListener(e, go, true);
    prefetchApp();
  };
  for (const e of events) window.addEventListener(e, go, true);
}
