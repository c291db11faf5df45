import type { z } from 'zod';

/**
 * Pull pages bring thousands of rows, each checked against its table's zod schema. Zod without its JIT (the CSP
 * forbids `eval`) costs ≈ 3 µs a row, 15 – 45 ms per 5,000-row page in the sync worker, on cores IndexedDB needs.
 * The row schemas use a handful of field kinds, so each is turned once into plain checks; a row that passes them
 * is copied field by field (unknown fields dropped, as zod does), and anything else goes to zod itself, which
 * then accepts or refuses with its own message. A schema using another kind of field is always parsed by zod.
 * `tests/unit/row-check.test.ts` holds every replicated table to zod's answers.
 */

type Check = (value: unknown) => boolean;
interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: Array<{ _zod: { def: { check?: string; format?: string } } }>;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  values?: unknown[];
  shape?: Record<string, Schema>;
  entries?: Record<string, unknown>;
  catchall?: unknown;
  keyType?: Schema;
  valueType?: Schema;
}
interface Schema {
  _zod: { def: Def };
}

/**
 * An object inside a row (an element of a list): it passes only with exactly its schema's fields, each passing, so
 * the row can be kept as it came; one with extra fields goes to zod, which strips them.
 */
function objectCheck(def: Def): Check | null {
  if (!def.shape || def.catchall !== undefined) return null;
  const fields = Object.entries(def.shape).map(([key, field]) => [key, fieldCheck(field)] as const);
  if (fields.some(([, check]) => check === null)) return null;
  const count = fields.length;
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
    const o = v as Record<string, unknown>;
    return Object.keys(o).length === count && fields.every(([key, check]) => key in o && (check as Check)(o[key]));
  };
}

/** A check equivalent to zod's for one field, or null for a kind not handled here. */
function fieldCheck(schema: Schema): Check | null {
  const def = schema._zod.def;
  const checks = def.checks ?? [];
  switch (def.type) {
    case 'string': {
      if (checks.length > 0) return null;
      if (def.format === undefined) return (v) => typeof v === 'string';
      const pattern = def.pattern;
      return def.format === 'uuid' && pattern ? (v) => typeof v === 'string' && pattern.test(v) : null;
    }
    case 'number': {
      if (checks.length === 0) return (v) => typeof v === 'number' && Number.isFinite(v);
      const only = checks.length === 1 ? checks[0]?._zod.def : undefined;
      return only?.check === 'number_format' && only.format === 'safeint' ? (v) => Number.isSafeInteger(v) : null;
    }
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'array': {
      // A list of plain values (a child's labels, an application's materials) or of small objects (a class's
      // assistants): each element checked as its own field would be.
      const element = def.element ? fieldCheck(def.element) : null;
      return (checks.length === 0 && element && ((v) => Array.isArray(v) && v.every(element))) || null;
    }
    case 'nullable': {
      const inner = def.innerType ? fieldCheck(def.innerType) : null;
      return inner && ((v) => v === null || inner(v));
    }
    case 'literal': {
      const values = new Set(def.values);
      return (v) => values.has(v);
    }
    case 'union': {
      const parts = (def.options ?? []).map(fieldCheck);
      if (parts.length === 0 || parts.some((p) => p === null)) return null;
      return (v) => parts.some((p) => (p as Check)(v));
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      return (v) => values.has(v);
    }
    case 'object':
      return objectCheck(def);
    case 'record': {
      // A map of plain string keys to checked values (a salary slip's amounts by item): a plain object only (anything
      // else goes to zod), every value passing.
      const key = def.keyType?._zod.def;
      const value = def.valueType ? fieldCheck(def.valueType) : null;
      if (checks.length > 0 || !value || key?.type !== 'string' || (key.checks ?? []).length > 0 || key.format !== undefined) return null;
      return (v) =>
        typeof v === 'object' &&
        v !== null &&
        Object.getPrototypeOf(v) === Object.prototype &&
        Object.getOwnPropertySymbols(v).length === 0 &&
        Object.values(v).every(value);
    }
    default:
      return null;
  }
}

export type RowParse<T> = ((input: unknown) => { success: true; data: T } | { success: false; error: z.ZodError }) & {
  /** Whether the plain checks run first (false: every row goes to zod). */
  fast: boolean;
};

/** `schema.safeParse`, with the plain checks in front when every field is of a kind handled here. */
export function rowParser<S extends z.ZodObject>(schema: S): RowParse<z.infer<S>> {
  const slow = Object.assign((input: unknown) => schema.safeParse(input) as ReturnType<RowParse<z.infer<S>>>, { fast: false });
  const def = (schema as unknown as Schema)._zod.def;
  if (def.type !== 'object' || !def.shape || def.catchall !== undefined) return slow;
  const fields = Object.entries(def.shape).map(([key, field]) => [key, fieldCheck(field)] as const);
  if (fields.some(([, check]) => check === null)) return slow;
  const keys = fields.map(([key]) => key);
  const checks = fields.map(([, check]) => check as Check);
  const parse = (input: unknown): ReturnType<RowParse<z.infer<S>>> => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return slow(input);
    const row = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const value = row[key];
      if (!(checks[i] as Check)(value)) return slow(input);
      out[key] = value;
    }
    return { success: true, data: out as z.infer<S> };
  };
  return Object.assign(parse, { fast: true });
}
