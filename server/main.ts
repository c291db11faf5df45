import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { backfillStaffRoster } from './seed/backfill-staff-roster';
import { seedDemo } from './seed/seed-demo';
import { seedMenus } from './seed/seed-menus';
import { startHousekeeping } from './housekeeping';
import { startJt808Server } from './jt808/jt808-server';
import { systemClock } from './lib/clock';
import { operatorNotice } from './lib/operator-gate';
import { BusAlertEngine } from './services/bus/alerts/alert-engine';

/** Wires the real dependencies: configuration, database (migrated), demo data, then listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sharedBuffers: config.pgliteSharedBuffers,
  });
  await seedMenus(database.db);
  if (config.seedDemo && (await seedDemo(database.db, new Date(), { attendanceDays: config.demoAttendanceDays })))
    console.log('已写入演示数据 (demo data seeded)');
  await backfillStaffRoster(database.db);

  // Bus alerts judge the fixes of both ingestions (docs/bus-tracking.md "Alerts"): one engine for the app and the listener.
  let log: (e: unknown) => void = (e) => console.error(e);
  const busAlerts = new BusAlertEngine(database.db, systemClock, (e) => log(e)).start();
  const app = await buildApp({ db: database.db, listen: database.listen, config, logger: config.env !== 'test', busAlerts });
  log = (e) => app.log.error(e, 'bus alerts failed');
  const housekeeping = startHousekeeping(database, (e) => app.log.error(e), { busTrackDays: config.busTrackDays });
  // The buses' terminals (docs/bus-tracking.md): beside the HTTP port, on the same host.
  const jt808 =
    config.jt808Port === null
      ? null
      : await startJt808Server({
          db: database.db,
          clock: systemClock,
          host: config.host,
          port: config.jt808Port,
          busTrackDays: config.busTrackDays,
          onStored: (fixes) => busAlerts.judge(fixes),
          log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (e) => app.log.error(e) },
        }).catch((e: unknown) => {
          throw new Error(`JT/T 808 port ${config.jt808Port}: ${e instanceof Error ? e.message : e} (set JT808_PORT, or off)`);
        });
  const shutdown = async () => {
    await jt808?.close();
    await busAlerts.stop();
    await housekeeping.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `园务 is serving on http://${config.host}:${config.port} (database: ${database.kind}${config.captcha ? '' : ', captcha off'})`,
  );
  if (jt808) console.log(`JT/T 808 terminals: tcp://${config.host}:${jt808.port}`);
  if (config.devAids) console.log(operatorNotice(config, config.devAids.operatorKey));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
