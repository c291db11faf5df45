import { benchPageConfig } from '../bench-page-config';

/**
 * The browser bench page (tests/bench/browser-sync.ts builds it): the real sync modules and worker, no PWA.
 * BENCH_NO_MINIFY=1 keeps function names for the worker's CPU profile (BENCH_WORKER_PROFILE).
 */
export default benchPageConfig({ configUrl: import.meta.url, outDir: 'bench-web', esWorkers: true, minify: !process.env.BENCH_NO_MINIFY });
