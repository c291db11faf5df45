import { benchPageConfig } from '../bench-page-config';

/** The boarding app bench page (tests/bench/bus-tap.ts builds it): the real trip screen over a local replica. */
export default benchPageConfig({ configUrl: import.meta.url, outDir: 'bench-bus', react: true });
