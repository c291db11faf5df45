import { benchPageConfig } from '../bench-page-config';

/** The 晨午检 bench page (tests/bench/checks-tap.ts builds it): the real check sheet over a local replica. */
export default benchPageConfig({ configUrl: import.meta.url, outDir: 'bench-checks', react: true });
