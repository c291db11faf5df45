import { and, asc, eq } from 'drizzle-orm';
import { type BusRouteRow, busCompanyId, busRiderId, defaultBusSettings, residentIdCheckChar, uuidv7 } from '@contract';
import { busCars, busCompanies, busDrivers, busLines, busRiders, busRoutes, busSettings, busStops, students } from '../db/schema';
import { recordChanges, type RecordedChange } from '../replication/change-log';
import {
  toBusCarRow,
  toBusCompanyRow,
  toBusDriverRow,
  toBusLineRow,
  toBusRouteRow,
  toBusSettingsRow,
  toBusStopRow,
} from '../replication/bus/fleet-rows';
import { toBusRiderRow } from '../replication/bus/trip-rows';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
/** A resident ID of Futian (440304) born on that day, with its check character. */
const residentId = (born: string, seq: string) => {
  const first17 = `440304${born.replaceAll('-', '')}${seq}`;
  return `${first17}${residentIdCheckChar(first17)}`;
};

/**
 * Expiry days are days after the seed day, all beyond the 30-day reminder window (contract/bus/expiry.ts), so a
 * fresh demo sends no reminder at start and shows no orange; the nearest comes due about six weeks later.
 */
const DRIVERS = [
  ['王建军', '13926010001', residentId('1975-03-12', '151'), 'A1', 1200],
  ['李国强', '13926010002', residentId('1979-08-05', '235'), 'A3', 640],
  ['陈志明', '13926010003', residentId('1982-11-20', '317'), 'B1', 75],
] as const;
export const CARS = [
  ['粤B12345D', '宇通ZK6609DX', 19, '013800000001', 310, 420],
  ['粤BD56789', '比亚迪C6', 23, '013800000002', 160, 45],
  ['粤B8K9Z3', '金龙XMQ6601', 19, '013800000003', 60, 200],
] as const;
const dayAfter = (seedAt: Date, days: number) => new Date(seedAt.getTime() + days * 86_400_000).toISOString().slice(0, 10);
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
 * around 福田, two routes (morning and afternoon) with the bus teacher (xiaoche) on board in one line (1号线), the
 * operating company; the default alerts.
 * Riders: 13 children picked up at the morning route's four stops before school (4, 3, 3, 3), and 10 of them
 * dropped off at the afternoon route's three stops after it.
 */
export async function seedDemoBus({ tx, userIds, seedAt }: DemoSeedContext): Promise<void> {
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
        licenceExpiry: dayAfter(seedAt, licenceExpiry),
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
        insuranceExpiry: dayAfter(seedAt, insuranceExpiry),
        inspectionExpiry: dayAfter(seedAt, inspectionExpiry),
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
  const lines = await tx
    .insert(busLines)
    .values([{ id: uuidv7(), ...s, name: '1号线', routeIds: routes.map((r) => r.id), remark: '香蜜湖—园岭方向，早晚各一班' }])
    .returning();
  const [settings] = await tx.insert(busSettings).values(defaultBusSettings(SCHOOL_ID)).returning();
  const [company] = await tx
    .insert(busCompanies)
    .values({
      id: busCompanyId(SCHOOL_ID),
      ...s,
      name: '深圳市鹏安校车服务有限公司',
      type: 3,
      licenceNo: '440300012345',
      contact: '周卫东',
      phone: '0755-83216688',
      address: '福田区泰然九路21号',
    })
    .returning();
  const changes: RecordedChange[] = [
    ...drivers.map((r) => ({ table: 'busDrivers' as const, op: 'put' as const, row: toBusDriverRow(r) })),
    ...cars.map((r) => ({ table: 'busCars' as const, op: 'put' as const, row: toBusCarRow(r) })),
    ...stops.map((r) => ({ table: 'busStops' as const, op: 'put' as const, row: toBusStopRow(r) })),
    ...routes.map((r) => ({ table: 'busRoutes' as const, op: 'put' as const, row: toBusRouteRow(r) })),
    ...riders.map((r) => ({ table: 'busRiders' as const, op: 'put' as const, row: toBusRiderRow(r) })),
    ...lines.map((r) => ({ table: 'busLines' as const, op: 'put' as const, row: toBusLineRow(r) })),
    ...(settings ? [{ table: 'busSettings' as const, op: 'put' as const, row: toBusSettingsRow(settings) }] : []),
    ...(company ? [{ table: 'busCompanies' as const, op: 'put' as const, row: toBusCompanyRow(company) }] : []),
  ];
  await recordChanges(tx, SCHOOL_ID, changes);
}
