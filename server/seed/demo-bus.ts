import { and, asc, eq } from 'drizzle-orm';
import { type BusRouteRow, busRiderId, defaultBusSettings, residentIdCheckChar, uuidv7 } from '@contract';
import { busCars, busDrivers, busRiders, busRoutes, busSettings, busStops, students } from '../db/schema';
import { recordChanges, type RecordedChange } from '../replication/change-log';
import { toBusCarRow, toBusDriverRow, toBusRouteRow, toBusSettingsRow, toBusStopRow } from '../replication/bus-rows';
import { toBusRiderRow } from '../replication/bus-trip-rows';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
/** A resident ID of Futian (440304) born on that day, with its check character. */
const residentId = (born: string, seq: string) => {
  const first17 = `440304${born.replaceAll('-', '')}${seq}`;
  return `${first17}${residentIdCheckChar(first17)}`;
};

const DRIVERS = [
  ['王建军', '13926010001', residentId('1975-03-12', '151'), 'A1', '2029-03-12'],
  ['李国强', '13926010002', residentId('1979-08-05', '235'), 'A3', '2028-08-05'],
  ['陈志明', '13926010003', residentId('1982-11-20', '317'), 'B1', '2027-01-20'],
] as const;
export const CARS = [
  ['粤B12345D', '宇通ZK6609DX', 19, '013800000001', '2027-03-31', '2027-06-30'],
  ['粤BD56789', '比亚迪C6', 23, '013800000002', '2027-01-15', '2026-12-20'],
  ['粤B8K9Z3', '金龙XMQ6601', 19, '013800000003', '2026-12-10', '2027-04-30'],
] as const;
/** Stops around 福田 in Shenzhen, WGS-84 as a GPS receiver gives them. */
export const STOPS = [
  ['香蜜湖一号南门', 22.545231, 114.027153, '福田区香蜜湖路1号'],
  ['侨香村东门', 22.540118, 114.018762, '福田区侨香路4040号'],
  ['景田地铁站B口', 22.553941, 114.040226, '福田区景田北路'],
  ['莲花北村', 22.560724, 114.057319, '福田区莲花路2008号'],
  ['天健世纪花园', 22.551306, 114.064117, '福田区新洲路'],
  ['黄木岗公交站', 22.557812, 114.079945, '福田区笋岗西路'],
  ['园岭新村', 22.553417, 114.091368, '福田区园岭五街'],
  ['本园正门', 22.548621, 114.069538, '福田区红荔路3018号'],
] as const;

/**
 * The demo kindergarten's (101) school bus basic settings: three drivers, three cars (GPS ids 0138…), eight stops
 * around 福田 and two routes, morning and afternoon, with the bus teacher (xiaoche) on board; the default alerts.
 * Riders: 13 children picked up at the morning route's four stops before school (4, 3, 3, 3), and 10 of them
 * dropped off at the afternoon route's three stops after it.
 */
export async function seedDemoBus({ tx, userIds }: DemoSeedContext): Promise<void> {
  const s = { schoolId: SCHOOL_ID };
  const drivers = await tx
    .insert(busDrivers)
    .values(
      DRIVERS.map(([name, phone, idNumber, licenceClass, licenceExpiry]) => ({
        id: uuidv7(),
        ...s,
        name,
        phone,
        idNumber,
        licenceClass,
        licenceExpiry,
      })),
    )
    .returning();
  const cars = await tx
    .insert(busCars)
    .values(
      CARS.map(([plate, model, seats, gpsDeviceId, insuranceExpiry, inspectionExpiry]) => ({
        id: uuidv7(),
        ...s,
        plate,
        model,
        seats,
        gpsDeviceId,
        insuranceExpiry,
        inspectionExpiry,
      })),
    )
    .returning();
  const stops = await tx
    .insert(busStops)
    .values(STOPS.map(([name, lat, lng, address]) => ({ id: uuidv7(), ...s, name, lat, lng, address })))
    .returning();
  const escortId = userIds.get('xiaoche') ?? null;
  const at = (i: number, time: string) => ({ stopId: stops[i]?.id ?? '', time });
  const route = (name: string, period: BusRouteRow['period'], calls: { stopId: string; time: string }[], car: number) => ({
    id: uuidv7(),
    ...s,
    name,
    period,
    stops: calls,
    carId: cars[car]?.id ?? null,
    driverId: drivers[car]?.id ?? null,
    escortId,
    escortName: escortId ? '陈建国' : '',
  });
  const routes = await tx
    .insert(busRoutes)
    .values([
      route('一号线（早）', 'morning', [at(0, '07:10'), at(1, '07:18'), at(2, '07:30'), at(3, '07:40'), at(7, '07:55')], 0),
      route('二号线（晚）', 'afternoon', [at(7, '16:40'), at(4, '16:50'), at(5, '17:00'), at(6, '17:12')], 1),
    ])
    .returning();
  const children = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.schoolId, SCHOOL_ID), eq(students.status, 1)))
    .orderBy(asc(students.classId), asc(students.name))
    .limit(13);
  const [morning, afternoon] = routes;
  const rider = (routeId: string, stopIndex: number, studentId: string) => ({
    id: busRiderId(routeId, studentId),
    ...s,
    routeId,
    stopId: stops[stopIndex]?.id ?? '',
    studentId,
  });
  const riders =
    morning && afternoon && children.length > 0
      ? await tx
          .insert(busRiders)
          .values([
            ...children.map((c, i) => rider(morning.id, i < 4 ? 0 : 1 + Math.floor((i - 4) / 3), c.id)),
            ...children.slice(0, 10).map((c, i) => rider(afternoon.id, 4 + (i % 3), c.id)),
          ])
          .returning()
      : [];
  const [settings] = await tx.insert(busSettings).values(defaultBusSettings(SCHOOL_ID)).returning();
  const changes: RecordedChange[] = [
    ...drivers.map((r) => ({ table: 'busDrivers' as const, op: 'put' as const, row: toBusDriverRow(r) })),
    ...cars.map((r) => ({ table: 'busCars' as const, op: 'put' as const, row: toBusCarRow(r) })),
    ...stops.map((r) => ({ table: 'busStops' as const, op: 'put' as const, row: toBusStopRow(r) })),
    ...routes.map((r) => ({ table: 'busRoutes' as const, op: 'put' as const, row: toBusRouteRow(r) })),
    ...riders.map((r) => ({ table: 'busRiders' as const, op: 'put' as const, row: toBusRiderRow(r) })),
    ...(settings ? [{ table: 'busSettings' as const, op: 'put' as const, row: toBusSettingsRow(settings) }] : []),
  ];
  await recordChanges(tx, SCHOOL_ID, changes);
}
