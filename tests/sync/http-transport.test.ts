import { STUDENT_DETAIL_DEFAULTS, uuidv7 } from '@contract';
import { describe, expect, it } from 'vitest';
import { httpTransport } from '../../sync/http-transport';
import type { SyncIdentity } from '../../sync/identity';
import { SyncHttpError } from '../../sync/transport';

const identity = (): SyncIdentity => ({ token: 't', userId: 1, schoolId: 101, schoolIds: [101], brand: 1 });
const query = { schoolId: 101, cursors: {}, clientId: 'c-transport-test', schema: 1, horizon: 0 };

/** A transport whose server answers every pull with `data` in a success envelope. */
const answering = (data: unknown) =>
  httpTransport({ identity, fetch: async () => new Response(JSON.stringify({ code: 200, msg: '成功', data }), { status: 200 }) });

const student = {
  id: uuidv7(),
  schoolId: 101,
  classId: uuidv7(),
  name: '张三',
  gender: 1,
  birthday: '2020-01-01',
  status: 1,
  ...STUDENT_DETAIL_DEFAULTS,
  leaveDate: null,
  leaveReason: '',
};
const page = (changes: unknown[]) => ({
  cursors: { records: 9 },
  scopes: ['records'],
  rights: '',
  lastMutationId: 0,
  changes,
  more: false,
  reset: false,
});

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
