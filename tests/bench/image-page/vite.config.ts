import { benchPageConfig } from '../bench-page-config';

/** The image bench page (tests/bench/image-compress.ts builds it): the real image worker, and the same code on the main thread. */
export default benchPageConfig({ configUrl: import.meta.url, outDir: 'bench-image', esWorkers: true });
