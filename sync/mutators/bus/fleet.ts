import { type BusFuelCardRow, BusMsg, busSettingsId, mergeBusSettings } from '@contract/bus/fleet';
import { busCompanyId, companyIssue } from '@contract/bus/company';
import { lineIssue } from '@contract/bus/lines';
import { carIssue, driverIssue, routeIssue, routeUsing } from '@contract/bus/rules';
import { FUEL_CARD_TRANSITIONS, type FuelCardMove, FuelCardMsg, fuelCardMoveIssue } from '@contract/bus/fuel-cards';
import type { ReplicatedTable } from '@contract/sync/tables';
import { MutationError } from '../../errors';
import type { MutatorTx } from '../../mutator-tx';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

const fail = (issue: string | null) => {
  if (issue) throw new MutationError(issue);
};
async function mustExist(tx: MutatorTx, table: ReplicatedTable, id: string, schoolId: number): Promise<void> {
  const row = (await tx.get(table, id)) as { schoolId: number } | undefined;
  if (!row || row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
}
/** A save names a new id or one of this school's rows (another school's id is as good as missing). */
async function mayWrite(tx: MutatorTx, table: ReplicatedTable, id: string, schoolId: number): Promise<void> {
  const row = (await tx.get(table, id)) as { schoolId: number } | undefined;
  if (row && row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
}

/**
 * The bus settings' mutators: the same checks as the services (contract/bus/rules.ts) on the replica. The escort's
 * name comes with the args (the form has it from the staff list); the server stores the member's own.
 */
export const fleetMutators = {
  async 'busDriver.save'(tx, a) {
    await mayWrite(tx, 'busDrivers', a.id, a.schoolId);
    fail(driverIssue(await tx.where('busDrivers', 'schoolId', a.schoolId), a));
    await tx.put('busDrivers', { ...a });
  },
  async 'busDriver.delete'(tx, a) {
    await mustExist(tx, 'busDrivers', a.id, a.schoolId);
    const route = routeUsing(await tx.where('busRoutes', 'schoolId', a.schoolId), 'driverId', a.id);
    if (route) throw new MutationError(BusMsg.driverInUse(route));
    await tx.delete('busDrivers', a.id);
  },
  async 'busCar.save'(tx, a) {
    await mayWrite(tx, 'busCars', a.id, a.schoolId);
    fail(carIssue(await tx.where('busCars', 'schoolId', a.schoolId), a));
    await tx.put('busCars', { ...a });
  },
  async 'busCar.delete'(tx, a) {
    await mustExist(tx, 'busCars', a.id, a.schoolId);
    const route = routeUsing(await tx.where('busRoutes', 'schoolId', a.schoolId), 'carId', a.id);
    if (route) throw new MutationError(BusMsg.carInUse(route));
    if ((await tx.where('busFuelCards', 'schoolId', a.schoolId)).some((c) => c.carId === a.id))
      throw new MutationError(FuelCardMsg.carHasCards);
    await tx.delete('busCars', a.id);
  },
  async 'busStop.save'(tx, a) {
    await mayWrite(tx, 'busStops', a.id, a.schoolId);
    await tx.put('busStops', { ...a });
  },
  async 'busRoute.save'(tx, a) {
    await mayWrite(tx, 'busRoutes', a.id, a.schoolId);
    const [stops, cars, drivers] = await Promise.all([
      tx.where('busStops', 'schoolId', a.schoolId),
      tx.where('busCars', 'schoolId', a.schoolId),
      tx.where('busDrivers', 'schoolId', a.schoolId),
    ]);
    fail(routeIssue(a, { stops, cars, drivers }));
    await tx.put('busRoutes', { ...a, escortName: a.escortId === null ? '' : a.escortName });
  },
  async 'busSettings.save'(tx, a) {
    await tx.put('busSettings', mergeBusSettings(await tx.get('busSettings', busSettingsId(a.schoolId)), a.schoolId, a));
  },
  async 'busLine.save'(tx, a) {
    await mayWrite(tx, 'busLines', a.id, a.schoolId);
    const [lines, routes] = await Promise.all([
      tx.where('busLines', 'schoolId', a.schoolId),
      tx.where('busRoutes', 'schoolId', a.schoolId),
    ]);
    fail(lineIssue(lines, routes, a));
    await tx.put('busLines', { ...a });
  },
  async 'busLine.delete'(tx, a) {
    await mustExist(tx, 'busLines', a.id, a.schoolId);
    await tx.delete('busLines', a.id);
  },
  async 'busCompany.save'(tx, a) {
    fail(companyIssue(a));
    await tx.put('busCompanies', { ...a, id: busCompanyId(a.schoolId) });
  },
  async 'fuelCard.apply'(tx, a) {
    await mustExist(tx, 'busCars', a.carId, a.schoolId);
    if (await tx.get('busFuelCards', a.id)) throw new MutationError(FuelCardMsg.exists);
    // Who applied and when is the server's to write (the history comes back with the next pull).
    await tx.put('busFuelCards', { ...a, state: 'applied', cardNo: '', rejectReason: '', history: [] });
  },
  'fuelCard.approve': (tx, a) => moveCard(tx, 'fuelCard.approve', a),
  'fuelCard.reject': (tx, a) => moveCard(tx, 'fuelCard.reject', a, { rejectReason: a.reason }),
  'fuelCard.allocate': (tx, a) => moveCard(tx, 'fuelCard.allocate', a, { cardNo: a.cardNo }),
  'fuelCard.cancel': (tx, a) => moveCard(tx, 'fuelCard.cancel', a),
} satisfies AreaMutators<'fleet'>;

/** A fuel card's move of FUEL_CARD_TRANSITIONS on the replica, refused from another state as the server refuses it. */
async function moveCard(tx: MutatorTx, move: FuelCardMove, a: { id: string; schoolId: number }, extra: Partial<BusFuelCardRow> = {}) {
  const card = await tx.get('busFuelCards', a.id);
  if (!card || card.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
  fail(fuelCardMoveIssue(card.state, move));
  if (extra.cardNo) {
    const cards = await tx.where('busFuelCards', 'schoolId', a.schoolId);
    if (cards.some((c) => c.id !== a.id && c.state === 'allocated' && c.cardNo === extra.cardNo))
      throw new MutationError(FuelCardMsg.cardNoTaken);
  }
  await tx.put('busFuelCards', { ...card, ...extra, state: FUEL_CARD_TRANSITIONS[move].to });
}
