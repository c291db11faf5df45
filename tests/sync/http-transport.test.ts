import { uuidv7 } from '@contract';
import { describe, expect, it } from 'vitest';
import { httpTransport } from '../../sync/http-transport';
import type { SyncIdentity } from '../../sync/identity';
import { SyncHttpError } from '../../sync/transport';

const identity = (): SyncIdentity => ({ token: 't', userId: 1, schoolId: 101, schoolIds: [101], brand: 1 });
const query = { schoolId: 101, cursor: 0, clientId: 'c-transport-test', schema: 1, horizon: 0 };

/** A transport whose server answers every pull with `data` in a success envelope. */
const answering = (data: unknown) =>
  httpTransport({ identity, fetch: async () => new Response(JSON.stringify({ code: 200, msg: '成功', data }), { status: 200 }) });

const student = { id: uuidv7(), schoolId: 101, classId: uuidv7(), name: '张三', gender: 1, birthday: '2020-01-01', status: 1 };
const page = (changes: unknown[]) => ({ cursor: 9, lastMutationId: 0, changes, more: false, reset: false });

describe('http transport: pull answers are untrusted input', () => {
  it('accepts rows that match their table, keeping only the fields the table defines', async () => {
    const res = await answering(
      page([
        { table: 'students', op: 'put', row: { ...student, extra: '<script>' } },
        { table: 'classes', op: 'del', row: { id: uuidv7() } },
      ]),
    ).pull(query);
    expect(res.changes[0]?.row).toEqual(student);
    expect(res.changes[1]?.op).toBe('del');
  });

  it.each([
    ['a row of the wrong shape', [{ table: 'students', op: 'put', row: { ...student, gender: 'boy' } }]],
    ['a row without its school', [{ table: 'students', op: 'put', row: { ...student, schoolId: undefined } }]],
    ['an unknown table', [{ table: 'users', op: 'put', row: student }]],
    ['a tombstone without an id', [{ table: 'students', op: 'del', row: {} }]],
    ['a change that is not an object', ['students']],
  ])('refuses the whole page for %s', async (_, changes) => {
    await expect(answering(page(changes)).pull(query)).rejects.toBeInstanceOf(SyncHttpError);
  });
});

describe('http transport: pages fetched ahead', () => {
  const ahead = { cursor: 5000, lastMutationId: 3, more: true, reset: false, horizon: 7 };

  it('tells the next page from the head of the answer, and checks the page only when it is taken', async () => {
    const fetched = await answering({
      ...ahead,
      changes: [{ table: 'students', op: 'put', row: { ...student, gender: 'boy' } }],
    }).fetchPull?.(query);
    expect(fetched?.head).toEqual({ cursor: 5000, horizon: 7, more: true, reset: false });
    expect(() => fetched?.parse()).toThrow(SyncHttpError);
  });

  it('gives no head for an error answer or one it cannot read, so nothing is fetched ahead of it', async () => {
    const refused = httpTransport({
      identity,
      fetch: async () => new Response(JSON.stringify({ code: 403, msg: '您没有权限访问该园所的数据' }), { status: 403 }),
    });
    const fetched = await refused.fetchPull?.(query);
    expect(fetched?.head).toBeUndefined();
    expect(() => fetched?.parse()).toThrow('您没有权限访问该园所的数据');
    const odd = await httpTransport({ identity, fetch: async () => new Response('<html>502</html>', { status: 200 }) }).fetchPull?.(query);
    expect(odd?.head).toBeUndefined();
  });
});
