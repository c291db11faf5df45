import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BusFuelCardRow,
  FUEL_CARD_MOVES,
  FUEL_CARD_STATES,
  FUEL_CARD_TRANSITIONS,
  type FuelCardMove,
  FuelCardMsg,
  type FuelCardState,
  fuelCardMoveIssue,
  PermissionMsg,
  uuidv7,
} from '@contract';
import { busCars } from '../../server/db/schema';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** The REST call of each move (SPEC §7), and the body beyond id and school it needs. */
const CALLS: Record<FuelCardMove, [string, Record<string, unknown>]> = {
  'fuelCard.approve': ['/api/adoptCardAudit', {}],
  'fuelCard.reject': ['/api/rejectCardAudit', { reason: '已有油卡' }],
  'fuelCard.allocate': ['/api/distributionCard', { cardNo: '' }],
  'fuelCard.cancel': ['/api/cancellationCard', {}],
};
/** The moves that lead from 待审核 to each state. */
const PATH: Record<FuelCardState, FuelCardMove[]> = {
  applied: [],
  approved: ['fuelCard.approve'],
  rejected: ['fuelCard.reject'],
  allocated: ['fuelCard.approve', 'fuelCard.allocate'],
  cancelled: ['fuelCard.approve', 'fuelCard.allocate', 'fuelCard.cancel'],
};

describe('fuel cards (油卡): apply → approve or reject → allocate → cancel', () => {
  let t: TestApp;
  let principal: Signed;
  let teacher: Signed;
  let carId: string;
  let cardNo = 60000000;
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    const [car] = await t.database.db.select().from(busCars).where(eq(busCars.schoolId, 101)).limit(1);
    carId = car?.id ?? '';
  });
  afterAll(() => t.close());

  const move = (m: FuelCardMove, id: string, as = principal) => {
    const [path, extra] = CALLS[m];
    const body = { id, schoolId: 101, ...extra, ...(m === 'fuelCard.allocate' ? { cardNo: String(cardNo++) } : {}) };
    return t.post(path, body, as);
  };
  async function cardIn(state: FuelCardState): Promise<string> {
    const id = uuidv7();
    expect((await t.post('/api/applyOilCard', { id, schoolId: 101, carId, reason: '校车加油' }, principal)).json().code).toBe(200);
    for (const m of PATH[state]) expect((await move(m, id)).json().code, m).toBe(200);
    return id;
  }

  it('makes each allowed move, recording who and when, and refuses every other from every state with the reason', async () => {
    for (const state of Object.keys(FUEL_CARD_STATES) as FuelCardState[]) {
      for (const m of FUEL_CARD_MOVES) {
        const id = await cardIn(state);
        const res = (await move(m, id)).json();
        const allowed = (FUEL_CARD_TRANSITIONS[m].from as readonly string[]).includes(state);
        if (allowed) {
          expect(res, `${state} ${m}`).toMatchObject({ code: 200, data: { state: FUEL_CARD_TRANSITIONS[m].to } });
          const card = res.data as BusFuelCardRow;
          expect(card.history.map((h) => h.state)).toEqual([
            'applied',
            ...PATH[state].map((p) => FUEL_CARD_TRANSITIONS[p].to),
            FUEL_CARD_TRANSITIONS[m].to,
          ]);
          expect(card.history.at(-1)).toMatchObject({ userId: principal.userId, userName: '王丽华', at: expect.any(String) });
        } else {
          expect(res, `${state} ${m}`).toEqual({ code: 400, msg: fuelCardMoveIssue(state, m), data: null });
          expect(res.msg).toBe(FuelCardMsg.illegal(state, m));
        }
      }
    }
  });

  it('keeps the reject reason and the card number; a number allocated to another card is refused', async () => {
    const id = await cardIn('applied');
    expect((await move('fuelCard.reject', id)).json().data).toMatchObject({ state: 'rejected', rejectReason: '已有油卡' });
    const [a, b] = [await cardIn('approved'), await cardIn('approved')];
    expect((await t.post('/api/distributionCard', { id: a, schoolId: 101, cardNo: '12345678901' }, principal)).json().data.cardNo).toBe(
      '12345678901',
    );
    expect((await t.post('/api/distributionCard', { id: b, schoolId: 101, cardNo: '12345678901' }, principal)).json()).toMatchObject({
      code: 400,
      msg: FuelCardMsg.cardNoTaken,
    });
    expect((await t.post('/api/distributionCard', { id: b, schoolId: 101, cardNo: '12ab' }, principal)).json()).toMatchObject({
      code: 400,
      msg: FuelCardMsg.cardNo,
    });
    expect(
      (await t.post('/api/rejectCardAudit', { id: await cardIn('applied'), schoolId: 101, reason: '' }, principal)).json(),
    ).toMatchObject({
      code: 400,
      msg: FuelCardMsg.rejectReason,
    });
    // The audit list holds the applications only; a car with cards cannot be deleted.
    const audit = (await t.get('/api/auditList', { schoolId: 101 }, principal)).json().data as BusFuelCardRow[];
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((c) => c.state === 'applied')).toBe(true);
    expect((await t.post('/api/deleteCarInfo', { id: carId, schoolId: 101 }, principal)).json()).toMatchObject({ code: 400 });
  });

  it('refuses an illegal move through sync as on the route, and a teacher without the right on both', async () => {
    const id = await cardIn('rejected');
    const pushed = await protocolClient(t, principal).push([
      { id: 1, name: 'fuelCard.allocate', args: { id, schoolId: 101, cardNo: '77777777' } },
    ]);
    expect(pushed.body.results[0]).toMatchObject({
      status: 'rejected',
      code: 400,
      msg: FuelCardMsg.illegal('rejected', 'fuelCard.allocate'),
    });
    const applied = await cardIn('applied');
    expect((await move('fuelCard.approve', applied, teacher)).json()).toMatchObject({ code: 403, msg: PermissionMsg.denied });
    const viaSync = await protocolClient(t, teacher).push([{ id: 1, name: 'fuelCard.approve', args: { id: applied, schoolId: 101 } }]);
    expect(viaSync.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
  });
});
