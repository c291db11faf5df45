import { describe, expect, it } from 'vitest';
import {
  BILL_ACTIONS,
  type BillAction,
  BillMsg,
  billActionIssue,
  billSums,
  billViews,
  familyFacts,
  paymentIdOfTrade,
  sceneTradeKey,
  structureBillLines,
} from '../../contract/finance/bills';
import type { DiscountRow, FeeItemRow } from '../../contract/finance/fees';
import type { BillRow, BillState } from '../../contract/finance/bill-rows';
import { uuidv7 } from '../../contract/ids';

const item = (name: string, amountFen: number, unit: FeeItemRow['unit']): FeeItemRow => ({
  id: uuidv7(),
  schoolId: 1,
  name,
  amountFen,
  unit,
  refundable: true,
  validity: 1,
  remark: '',
});
const offer = (extra: Partial<DiscountRow>): DiscountRow => ({
  id: uuidv7(),
  schoolId: 1,
  name: '优惠',
  kind: 'fixed',
  amountFen: 0,
  percent: 0,
  target: 'sibling',
  studentIds: [],
  itemIds: [],
  startsOn: '2026-09-01',
  endsOn: '2027-01-31',
  validity: 1,
  remark: '',
  ...extra,
});

describe('bills (contract/finance/bills.ts)', () => {
  it('the transition table: each action only from its states; review decides whether publish or submit applies', () => {
    const states: BillState[] = ['draft', 'review', 'published', 'paid', 'void'];
    for (const action of Object.keys(BILL_ACTIONS) as BillAction[])
      for (const state of states) {
        const ok = billActionIssue(action, { state, dueOn: '2027-01-01', overdue: 1 }, { reviewOn: 0, paidFen: 0, today: '2026-11-26' });
        const from = (BILL_ACTIONS[action].from as readonly BillState[]).includes(state);
        if (action === 'submit') expect(ok).toBe(from ? BillMsg.reviewOff : ok);
        else expect(ok === null).toBe(from);
      }
    const draft = { state: 'draft' as const, dueOn: '2027-01-01', overdue: 1 as const };
    expect(billActionIssue('publish', draft, { reviewOn: 1, paidFen: 0, today: '2026-11-26' })).toBe(BillMsg.reviewNeeded);
    expect(billActionIssue('submit', draft, { reviewOn: 1, paidFen: 0, today: '2026-11-26' })).toBeNull();
    const published = { state: 'published' as const, dueOn: '2026-11-01', overdue: 2 as const };
    expect(billActionIssue('void', published, { reviewOn: 0, paidFen: 1, today: '2026-11-26' })).toBe(BillMsg.voidPaid);
    expect(billActionIssue('collect', published, { reviewOn: 0, paidFen: 0, today: '2026-11-26' })).toBe(BillMsg.overdueClosed);
  });

  it('a structure becomes lines at its amounts: months, attended days, once; discounts in order, never below zero', () => {
    const care = item('保育费', 128_000, 'month');
    const meals = item('伙食费', 2_000, 'day');
    const bedding = item('被褥费', 36_000, 'once');
    const structure = {
      lines: [
        { itemId: care.id, amountFen: 118_000 },
        { itemId: meals.id, amountFen: null },
        { itemId: bedding.id, amountFen: null },
      ],
    };
    const sibling = offer({ kind: 'percent', percent: 10, itemIds: [care.id] });
    const big = offer({ target: 'staffChild', amountFen: 100_000_000 });
    const facts = { studentId: 'k', youngerSibling: true, staffChild: false };
    const { lines, discountIds } = structureBillLines(structure, [care, meals, bedding], [sibling, big], facts, {
      day: '2026-11-26',
      months: 5,
      attendedDays: 43,
    });
    expect(lines.map((l) => [l.name, l.quantity, l.amountFen, l.discountFen])).toEqual([
      ['保育费', 5, 590_000, 59_000],
      ['伙食费', 43, 86_000, 0],
      ['被褥费', 1, 36_000, 0],
    ]);
    expect(discountIds).toEqual([sibling.id]);
    // A staff child: the fixed amount is larger than every line, so each goes to zero, not below.
    const staff = structureBillLines(
      structure,
      [care, meals, bedding],
      [big],
      { ...facts, staffChild: true },
      { day: '2026-11-26', months: 5, attendedDays: 1 },
    );
    expect(staff.lines.every((l) => l.amountFen - l.discountFen === 0)).toBe(true);
    // Out of its period, a discount does not apply.
    expect(structureBillLines(structure, [care], [sibling], facts, { day: '2027-03-01', months: 5, attendedDays: 0 }).discountIds).toEqual(
      [],
    );
  });

  it('families by guardians’ phones: the younger sibling; staff children by a staff phone', () => {
    const facts = familyFacts(
      ['a', 'b', 'c'],
      [
        { studentId: 'a', phone: '13800000001', birthday: '2021-03-01' },
        { studentId: 'b', phone: '13800000001', birthday: '2022-05-01' },
        { studentId: 'c', phone: '13800000003', birthday: '2021-01-01' },
      ],
      new Set(['13800000003']),
    );
    expect(facts.get('a')).toMatchObject({ youngerSibling: false, staffChild: false });
    expect(facts.get('b')).toMatchObject({ youngerSibling: true, staffChild: false });
    expect(facts.get('c')).toMatchObject({ youngerSibling: false, staffChild: true });
  });

  it('the list’s sums are the sums of its rows; a trade key goes back to its payment', () => {
    const bill = (state: BillState, totalFen: number): BillRow =>
      ({
        id: uuidv7(),
        schoolId: 1,
        studentId: uuidv7(),
        studentName: '小明',
        classId: 'c',
        schoolYear: '2026-2027',
        termType: 1,
        title: 't',
        lines: [],
        discountIds: [],
        totalFen,
        dueOn: '2026-12-01',
        overdue: 1,
        state,
        read: 4,
        voidReason: '',
        createdAt: '',
        publishedAt: null,
        remark: '',
      }) as BillRow;
    const rows = [bill('published', 10_001), bill('paid', 5_000), bill('void', 7_000)];
    const pays = [
      { billId: rows[0]?.id ?? '', state: 'paid' as const, amountFen: 1 },
      { billId: rows[1]?.id ?? '', state: 'paid' as const, amountFen: 5_000 },
      { billId: rows[0]?.id ?? '', state: 'pending' as const, amountFen: 10_000 },
    ];
    expect(billSums(billViews(rows, pays, {}, '2026-11-26'))).toEqual({ totalFen: 15_001, paidFen: 5_001, openFen: 10_000 });
    expect(billViews(rows, pays, { payStatus: 4 }, '2026-12-02')).toHaveLength(1);
    const id = uuidv7();
    expect(sceneTradeKey(id)).toHaveLength(32);
    expect(paymentIdOfTrade(sceneTradeKey(id))).toBe(id);
    expect(paymentIdOfTrade('YW202609150001')).toBeNull();
  });
});
