/**
 * `npm run bench`, bus expiry reminders: the daily run over a large fleet (the bench school with 500 cars and 300
 * drivers, every insurance, inspection and licence day inside the 30-day window: 1,300 reminders, each a notice to
 * the school's editors with its key claimed), then the same day's run again (every key taken: nothing sent) — what
 * the server spends at start and once a day. PGlite by default; PostgreSQL with BENCH_DATABASE_URL.
 */
import { chinaToday, residentIdCheckChar, uuidv7 } from '@contract';
import { busCars, busDrivers } from '../../server/db/schema';
import { systemClock } from '../../server/lib/clock';
import { sendExpiryReminders } from '../../server/services/bus/fleet/expiry-reminders';
import { withBenchDatabase } from './bench-database';
import { SCHOOL_ID } from './bench-school';
import { benchSize } from './bench-size';

const CARS = benchSize(500, 5);
const DRIVERS = benchSize(300, 3);

await withBenchDatabase('bus-reminders', async ({ db, database }) => {
  const today = chinaToday(new Date());
  const day = (n: number) => new Date(Date.parse(today) + (n % 30) * 86_400_000).toISOString().slice(0, 10);
  const id17 = '44030419800101123';
  const idNumber = `${id17}${residentIdCheckChar(id17)}`;
  await db.insert(busCars).values(
    Array.from({ length: CARS }, (_, i) => ({
      id: uuidv7(),
      schoolId: SCHOOL_ID,
      plate: `粤B${String(i).padStart(5, '0')}`,
      model: '宇通',
      seats: 19,
      gpsDeviceId: `GPS${String(i).padStart(6, '0')}`,
      insuranceExpiry: day(i),
      inspectionExpiry: day(i + 11),
    })),
  );
  await db.insert(busDrivers).values(
    Array.from({ length: DRIVERS }, (_, i) => ({
      id: uuidv7(),
      schoolId: SCHOOL_ID,
      name: `司机${i}`,
      phone: `139${String(i).padStart(8, '0')}`,
      idNumber,
      licenceClass: 'A1',
      licenceExpiry: day(i + 5),
    })),
  );
  let t0 = performance.now();
  const sent = await sendExpiryReminders(db, systemClock);
  const first = performance.now() - t0;
  t0 = performance.now();
  const again = await sendExpiryReminders(db, systemClock);
  const second = performance.now() - t0;
  console.log(
    `校车到期提醒 (${database.kind}): ${CARS} cars, ${DRIVERS} drivers; first run ${sent} reminders in ${first.toFixed(0)} ms ` +
      `(${(first / Math.max(sent, 1)).toFixed(1)} ms each), same day again ${again} in ${second.toFixed(0)} ms`,
  );
});
