import { SealMsg, type SealUseRow, uuidv7 } from '@contract';
import { describe, expect, it } from 'vitest';
import { mutate } from '../../sync/mutate';
import { newDevice, openDb } from './helpers/client';

const S = 101;
const seal = (extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  schoolId: S,
  name: '阳光幼儿园公章',
  kind: 0,
  keeperIds: [7],
  ...extra,
});

/** The seals' client mutators (sync/mutators/org/seals.ts): the server's rules on the replica, offline. */
describe('seal mutators', () => {
  it('adds a seal in use offline, refuses a taken name, keeps the keepers the seals already name', async () => {
    const db = openDb(newDevice());
    const first = seal();
    await mutate(db, 'seal.save', first);
    expect(await db.table('seals').get(first.id)).toEqual({
      id: first.id,
      schoolId: S,
      name: '阳光幼儿园公章',
      kind: 0,
      picture: '',
      keepers: [{ userId: 7, name: '' }],
      state: 'active',
      remark: '',
    });
    await expect(mutate(db, 'seal.save', seal())).rejects.toThrow(SealMsg.nameTaken);
    await expect(mutate(db, 'seal.save', seal({ name: '财务章', keeperIds: [] }))).rejects.toThrow(SealMsg.keepers);
    await expect(mutate(db, 'seal.save', seal({ name: '财务章', kind: 8 }))).rejects.toThrow(SealMsg.kind);
    // The server's names, once pulled, serve the next seal's keepers.
    await db.table('seals').update(first.id, { keepers: [{ userId: 7, name: '张敏' }] });
    const second = seal({ name: '财务专用章', kind: 1 });
    await mutate(db, 'seal.save', second);
    expect((await db.table('seals').get(second.id))?.keepers).toEqual([{ userId: 7, name: '张敏' }]);
  });

  it('stops, restarts and destroys as the server does; a destroyed seal is neither edited nor restarted', async () => {
    const db = openDb(newDevice());
    const s = seal();
    await mutate(db, 'seal.save', s);
    await mutate(db, 'seal.setState', { id: s.id, schoolId: S, state: 'inactive' });
    await expect(mutate(db, 'seal.setState', { id: s.id, schoolId: S, state: 'inactive' })).rejects.toThrow(SealMsg.sameState);
    await expect(mutate(db, 'sealUse.request', { id: uuidv7(), schoolId: S, sealId: s.id, purpose: '证明' })).rejects.toThrow(
      SealMsg.notActive('inactive'),
    );
    await mutate(db, 'seal.setState', { id: s.id, schoolId: S, state: 'destroyed' });
    await expect(mutate(db, 'seal.setState', { id: s.id, schoolId: S, state: 'active' })).rejects.toThrow(SealMsg.destroyed);
    const other = seal({ name: '业务章' });
    await mutate(db, 'seal.save', other);
    await expect(mutate(db, 'seal.setState', { id: other.id, schoolId: S, state: 'destroyed' })).rejects.toThrow(SealMsg.stopFirst);
    await expect(mutate(db, 'seal.save', { ...s, remark: '改' })).rejects.toThrow(SealMsg.destroyed);
    // Its name may be given to a new seal.
    await mutate(db, 'seal.save', seal());
    await expect(mutate(db, 'seal.setState', { id: uuidv7(), schoolId: S, state: 'inactive' })).rejects.toThrow(SealMsg.missing);
  });

  it('requests a use (待审批, the time its id carries) and revokes it; a stamped one stays stamped', async () => {
    const db = openDb(newDevice());
    const s = seal();
    await mutate(db, 'seal.save', s);
    const id = uuidv7(Date.parse('2026-11-26T02:00:00.000Z'));
    await mutate(db, 'sealUse.request', { id, schoolId: S, sealId: s.id, purpose: ' 合同盖章 ', copies: 2 });
    expect(await db.table('sealUses').get(id)).toMatchObject({
      sealId: s.id,
      sealName: '阳光幼儿园公章',
      purpose: '合同盖章',
      copies: 2,
      state: 'pending',
      requestedAt: '2026-11-26T02:00:00.000Z',
      approvalId: null,
    });
    await expect(mutate(db, 'sealUse.request', { id, schoolId: S, sealId: s.id, purpose: '再次' })).rejects.toThrow(SealMsg.exists);
    await expect(mutate(db, 'sealUse.request', { id: uuidv7(), schoolId: S, sealId: s.id, purpose: 'x', copies: 0 })).rejects.toThrow(
      SealMsg.copies,
    );
    await expect(mutate(db, 'sealUse.request', { id: uuidv7(), schoolId: S, sealId: uuidv7(), purpose: 'x' })).rejects.toThrow(
      SealMsg.missing,
    );
    await mutate(db, 'sealUse.revoke', { id, schoolId: S });
    expect((await db.table('sealUses').get(id))?.state).toBe('revoked');
    await expect(mutate(db, 'sealUse.revoke', { id, schoolId: S })).rejects.toThrow(SealMsg.illegal('revoked', 'revoke'));
    // A use the server says was stamped (pulled): no revoke.
    const used = { ...((await db.table('sealUses').get(id)) as SealUseRow), id: uuidv7(), state: 'used' as const };
    await db.table('sealUses').put(used);
    await expect(mutate(db, 'sealUse.revoke', { id: used.id, schoolId: S })).rejects.toThrow(SealMsg.illegal('used', 'revoke'));
    // Another school's use is as good as missing.
    await expect(mutate(db, 'sealUse.revoke', { id: used.id, schoolId: 102 })).rejects.toThrow(SealMsg.useMissing);
  });
});
