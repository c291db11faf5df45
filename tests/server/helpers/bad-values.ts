import fc from 'fast-check';

/**
 * Bad values for one field, by what the field holds (read from a valid example of it). Every value here must be
 * refused by the field's schema, whatever the field: so no value that some text field could legitimately hold.
 */
export type FieldKind = 'text' | 'uuid' | 'date' | 'datetime' | 'int' | 'safeint' | 'number' | 'degrees' | 'boolean' | 'object' | 'array';
/** Where the value travels: a JSON body can carry any type; a query string only text (or a repeated key). */
export type Carrier = 'body' | 'query';

export const INT32_MAX = 2 ** 31 - 1;
const HUGE = 'x'.repeat(200_001);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** C0 controls but tab, line feed and carriage return (which multi-line text may hold), and DEL. */
const CONTROLS = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter((c) => !'\t\n\r'.includes(c)), '\u007f'];

export function kindOf(example: unknown): FieldKind {
  if (typeof example === 'number') return Number.isInteger(example) ? 'int' : 'number';
  if (typeof example === 'boolean') return 'boolean';
  if (Array.isArray(example)) return 'array';
  if (typeof example === 'object' && example !== null) return 'object';
  const s = String(example);
  if (UUID.test(s)) return 'uuid';
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return 'date';
  if (/^\d{4}-\d{2}-\d{2}T/.test(s)) return 'datetime';
  return 'text';
}

/** The example with one control character put somewhere in it. */
const withControl = (example: string) =>
  fc.tuple(fc.constantFrom(...CONTROLS), fc.nat()).map(([c, at]) => {
    const i = at % (example.length + 1);
    return `${example.slice(0, i)}${c}${example.slice(i)}`;
  });

/** Days that match YYYY-MM-DD but are not on the calendar. */
const impossibleDay = fc.oneof(
  fc.constantFrom('2020-02-30', '2026-13-45', '2021-02-29', '2026-04-31', '0000-00-00', '2026-00-10'),
  fc
    .record({ y: fc.integer({ min: 1000, max: 9999 }), m: fc.integer({ min: 13, max: 99 }), d: fc.integer({ min: 1, max: 28 }) })
    .map(({ y, m, d }) => `${y}-${m}-${String(d).padStart(2, '0')}`),
  fc
    .record({ y: fc.integer({ min: 1000, max: 9999 }), m: fc.constantFrom(4, 6, 9, 11), d: fc.integer({ min: 31, max: 99 }) })
    .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${d}`),
);

const malformedUuid = (example: string) =>
  fc.oneof(
    fc.constantFrom(
      'abc',
      example.slice(1),
      `${example}0`,
      example.replace(/-/g, ''),
      'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
      "1' or '1'='1",
    ),
    fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !UUID.test(s)),
  );

const outOfInt32 = fc.oneof(
  fc.constantFrom(INT32_MAX + 1, -(INT32_MAX + 2), 2 ** 53, 1e21),
  fc.integer({ min: INT32_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(INT32_MAX + 2) }),
);
const notInteger = fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
const beyondSafe = fc.constantFrom(2 ** 53 + 2, 1e21, 1e300, -1e300);

/** Values of the wrong JSON type for a field of this kind. */
function wrongTypes(kind: FieldKind): fc.Arbitrary<unknown> {
  const common = [{}, { a: 1 }, true, false, [1, 2]];
  if (kind === 'text' || kind === 'uuid' || kind === 'date' || kind === 'datetime') return fc.constantFrom(...common, 7, ['x']);
  if (kind === 'boolean') return fc.constantFrom({}, [true], 'true', 1, 0, null);
  if (kind === 'object' || kind === 'array') return fc.constantFrom(true, 'x', 7, kind === 'object' ? [1, 2] : { a: 1 });
  return fc.constantFrom(...common, 'abc', '12abc', ['1'], [1]);
}

/** The issue's own examples, sent for every field of their kind before the generated ones. */
export function knownBadValues(example: unknown, carrier: Carrier, kind: FieldKind = kindOf(example)): unknown[] {
  const s = String(example);
  const nul = `${s.slice(0, 1)}\u0000${s.slice(1)}`;
  const asQuery = (v: unknown) => (carrier === 'query' ? String(v) : v);
  const known: Record<FieldKind, unknown[]> = {
    text: [nul],
    uuid: [nul, 'not-a-uuid'],
    date: [nul, '2020-02-30', '2026-13-45'],
    datetime: [nul, '2026-13-45T08:00:00.000Z'],
    int: [asQuery(INT32_MAX + 1)],
    safeint: [asQuery(1.5)],
    number: [asQuery(-1)],
    degrees: [asQuery(200)],
    boolean: [],
    object: [],
    array: [],
  };
  return known[kind];
}

/** Bad values of a field, given a valid example of it and where it travels. */
export function badValues(example: unknown, carrier: Carrier, kind: FieldKind = kindOf(example)): fc.Arbitrary<unknown> {
  const s = String(example);
  const asText = [withControl(s), fc.constant(HUGE)];
  const typed: fc.Arbitrary<unknown> = carrier === 'body' ? wrongTypes(kind) : fc.constant(['1', '2']);
  const arbitraries: Record<FieldKind, fc.Arbitrary<unknown>[]> = {
    text: asText,
    uuid: [...asText, malformedUuid(s)],
    date: [...asText, impossibleDay],
    datetime: [...asText, impossibleDay.map((d) => `${d}T08:00:00.000Z`), fc.constant('2026-01-01T25:61:00.000Z')],
    int: [outOfInt32, notInteger].map((a) => (carrier === 'query' ? a.map(String) : a)),
    safeint: [beyondSafe, notInteger].map((a) => (carrier === 'query' ? a.map(String) : a)),
    number: [fc.constantFrom(-1, 0, 1e300, -1e300).map((n) => (carrier === 'query' ? String(n) : n))],
    // A latitude or longitude: negative is fine, beyond ±180 is not.
    degrees: [fc.constantFrom(200, -200, 1e300, -1e300).map((n) => (carrier === 'query' ? String(n) : n))],
    boolean: [],
    object: [],
    array: [],
  };
  return fc.oneof(typed, ...arbitraries[kind]);
}
