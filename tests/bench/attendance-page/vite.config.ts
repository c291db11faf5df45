import { benchPageConfig } from '../bench-page-config';

/** The attendance bench page (tests/bench/attendance-tap.ts builds it): the real sheet over a local replica. */
export default benchPageConfig({ configUrl: import.meta.url, outDir: 'bench-attendance', react: true });
