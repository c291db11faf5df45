import '@mantine/core/styles.css';
import { uuidv7 } from '@contract/ids';
import { benchClass, freshReplica, nextFrame, renderScreen, signInBenchPage, tapCalmly } from '../bench-page-session';

/**
 * The boarding app bench page (tests/bench/bus-tap.ts): the real trip screen (TripView) of a morning route whose
 * first stop has 40 riders, over this browser's own replica, signed in as the route's bus teacher. No server: taps
 * go to the replica and its outbox.
 */
const USER = 9;
const SCHOOL = 1;
signInBenchPage({ userId: USER, schoolId: SCHOOL, permissions: ['/HQGL/ZHXC', '/HQGL/ZHXC/XCZK:ride'], positionName: '跟车老师' });

const { TripView } = await import('@/features/bus/trips/TripView');
const { busRiderId } = await import('@contract/bus/trips');

const db = await freshReplica(USER);
const { cls, kids: classKids } = benchClass(SCHOOL, 40);
const stops = ['一号站', '二号站', '本园正门'].map((name, i) => ({
  id: uuidv7(),
  schoolId: SCHOOL,
  name,
  lat: 22.5 + i / 100,
  lng: 114 + i / 100,
  address: '',
  disabled: false,
}));
const route = {
  id: uuidv7(),
  schoolId: SCHOOL,
  name: '一号线（早）',
  period: 'morning',
  stops: stops.map((s, i) => ({ stopId: s.id, time: `07:${String(10 + i * 10)}` })),
  carId: null,
  driverId: null,
  escortId: USER,
  escortName: '陈建国',
  disabled: false,
};
const kids = classKids.map((k) => ({ ...k, photo: '' }));
await db.table('classes').put(cls);
await db.table('students').bulkPut(kids);
await db.table('busStops').bulkPut(stops);
await db.table('busRoutes').put(route);
await db
  .table('busRiders')
  .bulkPut(
    kids.map((k) => ({ id: busRiderId(route.id, k.id), schoolId: SCHOOL, routeId: route.id, stopId: stops[0]?.id, studentId: k.id })),
  );

await renderScreen(TripView, { routeId: route.id, day: '2026-11-26', stopIndex: 0, onStop: () => {}, onBack: () => {}, status: null });

/** Taps every child `rounds` times (上车 and 下车 in turn), timing each to the card showing it and to the next frame. */
async function taps(rounds: number): Promise<{ committed: number; shown: number; frame: number; ok: boolean }[]> {
  const out: { committed: number; shown: number; frame: number; ok: boolean }[] = [];
  for (let round = 0; round < rounds; round++) {
    const want = round % 2 === 0 ? 'onBoard' : 'alighted';
    for (const kid of kids) {
      const card = document.querySelector<HTMLElement>(`[data-testid="rider"][data-name="${kid.name}"]`);
      const button = card?.querySelectorAll('button')[round % 2 === 0 ? 0 : 1] as HTMLButtonElement | undefined;
      if (!card || !button) throw new Error(`no card for ${kid.name}`);
      card.scrollIntoView({ block: 'center' }); // a finger taps what is on the screen
      const t0 = await tapCalmly(button);
      const ok = card.getAttribute('data-state') === want;
      const committed = performance.now() - t0;
      card.getBoundingClientRect(); // style and layout of the change: what the frame paints
      const shown = performance.now() - t0;
      const next = (await nextFrame()) - t0;
      out.push({ committed, shown, frame: next, ok });
      // The tap's write and the replica's answer settle before the next child (a teacher taps one child a second at best).
      await new Promise((done) => setTimeout(done, 150));
      await new Promise((done) => requestIdleCallback(done, { timeout: 2000 }));
    }
  }
  return out;
}

export interface BusBenchWindow {
  benchTaps: typeof taps;
}
Object.assign(window, { benchTaps: taps });
