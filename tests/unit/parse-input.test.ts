import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pushRequestSchema, uuidv7 } from '@contract';
import { parseInput, parseQuery } from '../../server/lib/parse';

/** The server's one input parser refuses a NUL wherever a schema lets it through (PostgreSQL cannot store one). */
describe('parseInput refuses a NUL anywhere', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (e) {
      return { code: (e as { code?: number }).code, msg: (e as Error).message };
    }
    return null;
  };

  it('in a plain string, a free record, an object key, at any depth; a 400 with the Chinese message', () => {
    const nul = { code: 400, msg: '内容包含无效字符' };
    expect(refusal(() => parseQuery(z.object({ keyword: z.string() }), { keyword: '电\u0000费' }))).toEqual(nul);
    const form = z.object({ form: z.record(z.string(), z.unknown()) });
    expect(refusal(() => parseInput(form, { form: { files: [{ fileName: '清\u0000单.pdf' }] } }))).toEqual(nul);
    expect(refusal(() => parseInput(form, { form: { 'a\u0000': 1 } }))).toEqual(nul);
    expect(parseInput(form, { form: { files: [{ fileName: '清单.pdf' }] } })).toEqual({ form: { files: [{ fileName: '清单.pdf' }] } });
  });

  it('leaves a carried part to its own parse: the sync push takes a mutation with a NUL and rejects it alone', () => {
    const push = { clientId: `c-${uuidv7()}`, mutations: [{ id: 1, name: 'class.delete', args: { id: 'x\u0000' } }] };
    const checked = (p: z.infer<typeof pushRequestSchema>) => ({ ...p, mutations: p.mutations.map(({ args: _, ...m }) => m) });
    expect(refusal(() => parseInput(pushRequestSchema, push))).toEqual({ code: 400, msg: '内容包含无效字符' });
    expect(parseInput(pushRequestSchema, push, { checked })).toEqual(push);
  });
});
