import { benchPageConfig } from '../bench-page-config';

/** The xlsx bench page (tests/bench/xlsx-import.ts builds it): the real ImportDialog and the real xlsx worker. */
export default benchPageConfig({
  configUrl: import.meta.url,
  outDir: 'bench-xlsx',
  react: true,
  esWorkers: true,
  minify: !process.env.BENCH_NO_MINIFY,
});
