import { liveQuery } from 'dexie';
import { STUDENT_DETAIL_DEFAULTS, uuidv7 } from '@contract';
import { describe, expect, it } from 'vitest';
import { mutate } from '../../sync/mutate';
import { newDevice, openDb } from './helpers/client';

const S = 101;

async function seedClass(db: ReturnType<typeof openDb>, id = uuidv7()) {
  await mutate(db, 'class.create', { id, schoolId: S, name: '大一班', grade: 0 });
  return id;
}

describe('mutate', () => {
  it('applies the optimistic change and appends the outbox row in one go, mirroring the server (status 1)', async () => {
    const db = openDb(newDevice());
    const classId = await seedClass(db);
    const studentId = uuidv7();
    const id = await mutate(db, 'student.create', {
      id: studentId,
      schoolId: S,
      classId,
      name: ' 张小明 ',
      gender: 1,
      birthday: '2021-03-04',
    });
    expect(id).toBe(2);
    expect(await db.table('students').get(studentId)).toEqual({
      id: studentId,
      schoolId: S,
      classId,
      name: '张小明',
      gender: 1,
      birthday: '2021-03-04',
      status: 1,
      // The rest of the record as the server's create fills it.
      ...STUDENT_DETAIL_DEFAULTS,
      leaveDate: null,
      leaveReason: '',
    });
    expect(await db.table('classes').get(classId)).toMatchObject({ headTeacher: '', sort: 0 });
    const outbox = await db.outbox.toArray();
    expect(outbox.map((r) => [r.mutationId, r.name, r.status, r.attempts, r.applied])).toEqual([
      [1, 'class.create', 'pending', 0, false],
      [2, 'student.create', 'pending', 0, false],
    ]);
    // The parsed args are queued (trimmed, defaults filled), exactly what the server will get.
    expect(outbox[0]?.args).toEqual({
      id: classId,
      schoolId: S,
      name: '大一班',
      grade: 0,
      headTeacher: '',
      headTeacherId: null,
      assistants: [],
    });
    expect(outbox[1]?.args.name).toBe('张小明');
  });

  it('refuses invalid args with the Chinese message and changes nothing, not even the id counter', async () => {
    const db = openDb(newDevice());
    await expect(mutate(db, 'class.create', { id: uuidv7(), schoolId: S, name: '  ', grade: 0 })).rejects.toThrow('请输入班级名称');
    await expect(
      mutate(db, 'student.create', { id: 'x', schoolId: S, classId: uuidv7(), name: 'a', gender: 1, birthday: '2020-01-01' }),
    ).rejects.toThrow('无效的编号');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.table('classes').count()).toBe(0);
    expect(await mutate(db, 'class.create', { id: uuidv7(), schoolId: S, name: '小班', grade: 2 })).toBe(1);
  });

  it('refuses what the server would refuse, with its wording, leaving the replica as it was', async () => {
    const db = openDb(newDevice());
    const classId = await seedClass(db);
    await mutate(db, 'student.create', { id: uuidv7(), schoolId: S, classId, name: '李四', gender: 2, birthday: '2021-01-01' });
    await expect(mutate(db, 'class.delete', { id: classId, schoolId: S })).rejects.toThrow('该班级下还有幼儿，不能删除');
    await expect(mutate(db, 'student.update', { id: uuidv7(), schoolId: S, name: '王五' })).rejects.toThrow('数据不存在或已被删除');
    expect(await db.table('classes').get(classId)).toBeDefined();
    expect(await db.outbox.count()).toBe(2);
    expect(await db.shadows.count()).toBe(2);
  });

  it('keeps mutation ids strictly increasing when several tabs write at once', async () => {
    const device = newDevice();
    const tabs = [openDb(device), openDb(device), openDb(device)];
    const classId = await seedClass(tabs[0] as ReturnType<typeof openDb>);
    await Promise.all(
      tabs.flatMap((db, t) =>
        Array.from({ length: 20 }, (_, i) => mutate(db, 'class.update', { id: classId, schoolId: S, headTeacher: `t${t}-${i}` })),
      ),
    );
    const rows = await (tabs[1] as ReturnType<typeof openDb>).outbox.toArray();
    const ids = rows.map((r) => r.mutationId).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 61 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(1);
  });

  it('surfaces a full disk as a clear Chinese message and keeps the outbox as it was', async () => {
    const db = openDb(newDevice());
    const classId = await seedClass(db);
    db.outbox.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(mutate(db, 'class.update', { id: classId, schoolId: S, name: '新名字' })).rejects.toThrow(
      '本机存储空间不足，请清理浏览器存储后重试',
    );
    expect((await db.table('classes').get(classId))?.name).toBe('大一班');
    expect((await db.outbox.toArray()).map((r) => r.mutationId)).toEqual([1]);
  });

  // mutate lets Dexie show its writes optimistically to live queries of the same page (sync/mutate.ts); the
  // browser bench measures the speed, this checks that a failed commit takes the change back.
  it('updates live queries of the same page, and takes the change back when the commit fails', async () => {
    const db = openDb(newDevice());
    const classId = await seedClass(db);
    const names: string[] = [];
    const sub = liveQuery(() => db.table('classes').where('schoolId').equals(S).toArray()).subscribe((rows) => names.push(rows[0]?.name));
    await new Promise((r) => setTimeout(r, 20));
    await mutate(db, 'class.update', { id: classId, schoolId: S, name: '新名字' });
    await new Promise((r) => setTimeout(r, 20));
    expect(names.at(-1)).toBe('新名字');

    db.outbox.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(mutate(db, 'class.update', { id: classId, schoolId: S, name: '存不下' })).rejects.toThrow('本机存储空间不足');
    await new Promise((r) => setTimeout(r, 50));
    expect(names.at(-1)).toBe('新名字');
    sub.unsubscribe();
  });
});
