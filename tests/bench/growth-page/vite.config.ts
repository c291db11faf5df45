import { benchPageConfig } from '../bench-page-config';

/** The growth bench page (tests/bench/growth-zscores.ts builds it): the screens' own z-score code and WHO tables. */
export default benchPageConfig({ configUrl: import.meta.url, outDir: 'bench-growth' });
