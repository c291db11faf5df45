import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsePullResponse, REPLICATED_TABLE_NAMES, REPLICATED_TABLES, STUDENT_DETAIL_DEFAULTS, seededRandom, uuidv7 } from '@contract';
import { rowParser } from '../../contract/sync/row-check';

/** Values of every kind a row field could be sent as, right or wrong. */
const POOL: unknown[] = [
  uuidv7(),
  uuidv7().toUpperCase(),
  '00000000-0000-0000-0000-000000000000',
  '0196f5c2-7d3a-7abc-8def-0123456789ab',
  '0196f5c2-7d3a-9abc-8def-0123456789ab', // version 9: not a UUID
  '0196f5c2-7d3a-7abc-cdef-0123456789ab', // variant c: not a UUID
  `${uuidv7()} `,
  '',
  '张三',
  '2021-06-01',
  '1',
  0,
  1,
  2,
  3,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 53 - 1),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  null,
  undefined,
  true,
  false,
  {},
  [],
  [1],
  ['插班生'],
  ['a', 2],
  // Enumerations (a history row's reason, a plan's state) and a class's assistants.
  'rename',
  'promote',
  'planned',
  'done',
  'Done',
  [{ id: 7, name: '王老师' }],
  [{ id: 7, name: '王老师', phone: '139' }],
  [{ id: '7', name: '王老师' }],
  [{ id: 7 }],
  // A bus route's period and stops, a fuel card's state and history.
  'morning',
  'afternoon',
  'applied',
  'allocated',
  'Applied',
  [{ stopId: '0196f5c2-7d3a-7abc-8def-0123456789ab', time: '07:10' }],
  [{ stopId: 'x', time: '07:10' }],
  [{ stopId: '0196f5c2-7d3a-7abc-8def-0123456789ab' }],
  [{ state: 'applied', userId: 1, userName: '王丽华', at: '2026-11-25T00:30:00.000Z' }],
  [{ state: 'applied', userId: '1', userName: '王丽华', at: '2026-11-25T00:30:00.000Z' }],
  // A trip event's kind and the children a forced close left on board.
  'board',
  'close',
  'Board',
  [],
  ['0196f5c2-7d3a-7abc-8def-0123456789ab'],
  // A bus line's routes, an operating company's licence number and phone.
  ['0196f5c2-7d3a-7abc-8def-0123456789ab', 'x'],
  [7],
  '440300012345',
  '0755-83216688',
  // A fee item's unit, a discount's kind and target.
  'term',
  'once',
  'Term',
  'fixed',
  'percent',
  'child',
  'staffChild',
  // An approval template's kind, its fields and its steps.
  'leave',
  'seal',
  [{ key: 'reason', label: '请假事由', kind: 'textarea', required: true, options: [], multiple: false, placeholder: '' }],
  [{ key: 'reason', label: '事由', kind: 'memo', required: true, options: [], multiple: false, placeholder: '' }],
  [{ type: 'leader', mode: 'any', userIds: [], positionId: null, label: '部门负责人' }],
  [{ type: 'user', mode: 'all', userIds: [1, 2], positionId: null, label: '王丽华、张敏' }],
  [{ type: 'user', mode: 'every', userIds: [1], positionId: null, label: '王丽华' }],
  ['王丽华'],
  // A seal's state and keepers, a seal use's state.
  'active',
  'destroyed',
  'pending',
  'used',
  [{ userId: 7, name: '王老师' }],
  [{ userId: '7', name: '王老师' }],
  [{ userId: 7 }],
  // A refund item's mode, a refund record's lines and carries (contract/finance/refunds.ts).
  'whole',
  'month',
  [
    {
      billId: '0196f5c2-7d3a-7abc-8def-0123456789ab',
      itemId: '0196f5c2-7d3a-7abc-8def-0123456789ab',
      name: '保育费',
      refundItemId: null,
      amountFen: 100,
    },
  ],
  [{ billId: '0196f5c2-7d3a-7abc-8def-0123456789ab', amountFen: 100, at: '2026-11-26T00:00:00.000Z' }],
  // A bill's and a payment's states, a bill line.
  'draft',
  'published',
  'void',
  'pending',
  'paid',
  'Paid',
  [],
  [
    {
      itemId: '0190a8a0-0000-7000-8000-000000000001',
      name: '保育费',
      unit: 'month',
      quantity: 5,
      unitFen: 128000,
      amountFen: 640000,
      discountFen: 0,
    },
  ],
  // An expense reminder's schedule, of each kind, and wrong ones.
  { kind: 1, day: '2026-12-01', fen: 120000 },
  { kind: 2, monthDay: 31, fromMonth: '2026-12', untilMonth: null, fen: 120000 },
  {
    kind: 3,
    dues: [
      { day: '2026-12-01', fen: 1 },
      { day: '2027-01-01', fen: 2 },
    ],
  },
  { kind: 4, first: { day: '2026-12-01', fen: 1 }, last: { day: '2027-01-01', fen: 2 } },
  { kind: 2, monthDay: 31, fromMonth: '2026-12', fen: 120000 },
  { kind: 1, day: '2026-12-01', fen: 1.5 },
  { kind: 5, day: '2026-12-01', fen: 1 },
];

describe('row checks in front of zod (contract/sync/row-check.ts)', () => {
  it.each(REPLICATED_TABLE_NAMES)('%s: takes the plain checks (a schema that stops doing so must be noticed)', (table) => {
    expect(rowParser(REPLICATED_TABLES[table] as z.ZodObject).fast).toBe(true);
  });

  it.each(REPLICATED_TABLE_NAMES)('%s: accepts, refuses and strips exactly as zod does, 3,000 random rows', (table) => {
    const schema = REPLICATED_TABLES[table] as z.ZodObject;
    const parse = rowParser(schema);
    const keys = Object.keys(schema.shape);
    // For each field, the pool's values zod accepts there: most generated rows are valid except for one field.
    const valid = Object.fromEntries(keys.map((k) => [k, POOL.filter((v) => (schema.shape[k] as z.ZodType).safeParse(v).success)]));
    const next = seededRandom(table.length * 7919); // reproducible
    const pick = <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)] as T;
    let accepted = 0;
    // A wide table (a child's record) gets each field spoiled less often, so as many rows as a narrow one's are valid.
    const spoil = Math.min(1, 8 / keys.length);
    for (let i = 0; i < 3000; i++) {
      const row: Record<string, unknown> = {};
      for (const k of keys) {
        const roll = next();
        if (roll < 0.03 * spoil) continue; // missing
        row[k] = roll < 1 - 0.1 * spoil && valid[k]?.length ? pick(valid[k]) : pick(POOL);
      }
      if (next() < 0.3) row.extra = pick(POOL);
      const input = next() < 0.02 ? pick([null, [], 'row', 5, [row]]) : row;
      const ours = parse(input);
      const theirs = schema.safeParse(input);
      expect(ours.success, JSON.stringify(input)).toBe(theirs.success);
      if (ours.success && theirs.success) {
        accepted++;
        expect(ours.data).toStrictEqual(theirs.data);
        expect(ours.data).not.toBe(input);
      }
    }
    expect(accepted).toBeGreaterThan(300);
  });

  it('falls back to zod for field kinds it does not handle', () => {
    const parse = rowParser(z.object({ id: z.string().min(2), at: z.iso.datetime().optional() }));
    expect(parse.fast).toBe(false);
    expect(parse({ id: 'x' }).success).toBe(false);
    expect(parse({ id: 'xy', at: '2026-11-22T10:00:00Z' }).success).toBe(true);
  });

  it('a pull page with one wrong row is refused with the field named, a right one keeps only known fields', () => {
    const row = {
      id: uuidv7(),
      schoolId: 900,
      classId: uuidv7(),
      name: '张三',
      gender: 1,
      birthday: '2021-06-01',
      status: 1,
      ...STUDENT_DETAIL_DEFAULTS,
      leaveDate: null,
      leaveReason: '',
    };
    const page = (r: unknown) => ({
      cursors: { records: 5 },
      scopes: ['records'],
      rights: '',
      lastMutationId: 0,
      more: false,
      reset: false,
      horizon: 0,
      changes: [{ table: 'students', op: 'put', row: r }],
    });
    const good = parsePullResponse(page({ ...row, secret: 'x' }));
    expect(good.success && good.data.changes[0]?.row).toStrictEqual(row);
    const bad = parsePullResponse(page({ ...row, gender: 3 }));
    expect(bad.success).toBe(false);
    expect(!bad.success && bad.error).toMatch(/^change 0 \(students\)/);
  });
});
