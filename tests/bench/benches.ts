/** Every bench of `npm run bench`, in the order it runs them (tests/bench/all.ts): one file each, run as its own process. */
export const BENCHES = [
  'run', // sign-in, signed reads, datasign
  'signed-requests', // signed requests over HTTP beside a bare Fastify server
  'start-time', // `npm start` against the server alone
  'pglite-memory', // idle RSS on PGlite and PostgreSQL
  'first-load', // bytes and Lighthouse scores of /login and /HOME beside a hello page
  'pull-server', // the server side of a first sync
  'sync-window', // a first sync with 1 and 10 years of history
  'browser-sync', // first sync, offline replay and live updates in Chromium
  'image-compress',
  'xlsx-import',
  'promotion',
  'attendance-tap',
  'attendance-stats',
  'attendance-sync',
  'children-stats',
  'enrolment-stats',
  'bus-reminders',
  'ocr',
  'bus-tap',
  'checks-tap', // 晨午检: a class of 35 on a tablet at 4× CPU throttling
  'bus-sync',
  'jt808-ingest',
  'trajectory-playback',
  'finance-stats',
  'growth-zscores',
] as const;
