import { benchPageConfig } from '../bench-page-config';

/** The playback bench page (tests/bench/trajectory-playback.ts builds it): the real trajectory worker, and a plain SVG. */
export default benchPageConfig({ configUrl: import.meta.url, outDir: 'bench-trajectory', esWorkers: true });
