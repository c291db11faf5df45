/**
 * The bench school shared by the sync benches: one user `bench` (demo password), CLASSES classes and
 * ROWS - CLASSES children, every row in the change log, as a real school's first sync would find it.
 */
import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { constants, gunzipSync } from 'node:zlib';
import {
  canonicalQuery,
  computeDatasign,
  DEMO_PASSWORD,
  formatCursors,
  type ScopeCursors,
  type Session,
  SYNC_SCHEMA_VERSION,
  uuidv7,
} from '@contract';
import type { openDatabase } from '../../server/db/client';
import { classes, memberships, positions, schools, students, users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { recordChanges } from '../../server/replication/change-log';
import { toClassRow, toStudentRow } from '../../server/replication/people/school-record-rows';
import { benchSize } from './bench-size';

export const ROWS = benchSize(50_000, 500);
export const CLASSES = benchSize(100, 5);
export const SCHOOL_ID = 900;

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A bench school with one user: CLASSES classes and ROWS - CLASSES students, all in the change log. */
export async function seedBenchSchool(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<string[]> {
  await db.insert(schools).values({
    id: SCHOOL_ID,
    companyId: 1,
    name: '压测幼儿园',
    style: 1,
    clientState: 0,
    expiresAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    schoolYear: '2026-2027',
    termType: 1,
  });
  const [user] = await db
    .insert(users)
    .values({ loginName: 'bench', userName: '压测', passwordHash: await hashPassword(md5(DEMO_PASSWORD)) })
    .returning();
  if (!user) throw new Error('bench user not created');
  // The principal's position: every sync scope is hers (a member without a position reads only the files scope).
  const [position] = await db.insert(positions).values({ schoolId: SCHOOL_ID, name: '园长', allRights: true }).returning();
  await db.insert(memberships).values({ userId: user.id, schoolId: SCHOOL_ID, isDefault: true, positionId: position?.id });

  const classIds = Array.from({ length: CLASSES }, () => uuidv7());
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(classes)
      .values(classIds.map((id, i) => ({ id, schoolId: SCHOOL_ID, name: `压测${i + 1}班`, grade: i % 4, sort: i })))
      .returning();
    await recordChanges(
      tx,
      SCHOOL_ID,
      rows.map((r) => ({ table: 'classes', op: 'put', row: toClassRow(r) })),
    );
  });
  const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
  const given = '子涵浩宇梓轩欣怡思远雨桐一诺俊杰诗琪博文佳怡嘉豪若曦明轩';
  const total = ROWS - CLASSES;
  for (let i = 0; i < total; i += 1000) {
    const kids = Array.from({ length: Math.min(1000, total - i) }, (_, k) => {
      const n = i + k;
      return {
        id: uuidv7(),
        schoolId: SCHOOL_ID,
        classId: classIds[n % CLASSES] as string,
        name: `${surnames[n % 20]}${given[(n * 7) % 30]}${given[(n * 13) % 30]}`,
        gender: (n % 2) + 1,
        birthday: `${2020 + (n % 4)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
        status: 1,
      };
    });
    await db.transaction(async (tx) => {
      const rows = await tx.insert(students).values(kids).returning();
      await recordChanges(
        tx,
        SCHOOL_ID,
        rows.map((r) => ({ table: 'students', op: 'put', row: toStudentRow(r) })),
      );
    });
  }
  return classIds;
}

/** Signs in over HTTP as the bench user, or as a demo account (`jiaoshi`, `xiaoche`…). */
export async function benchLogin(base: string, loginName = 'bench'): Promise<Session> {
  const res = await fetch(`${base}/park/login/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName, password: md5(DEMO_PASSWORD) }).toString(),
  });
  const login = (await res.json()) as { code: number; msg: string; data: Session };
  if (login.code !== 200) throw new Error(`login failed: ${login.msg}`);
  return login.data;
}

/**
 * Pulls the bench school (or another of the bench user's schools) from zero over HTTP as a bare client (no IndexedDB) that takes gzip as browsers do, and
 * inflates each answer's head only (the cursors and `more`): what it costs is the server's, not a client's.
 * `bytes` counts what went over the wire.
 */
export async function pullBenchSchool(base: string, session: Session, schoolId = SCHOOL_ID): Promise<{ pages: number; bytes: number }> {
  let cursors = '';
  let pages = 0;
  let bytes = 0;
  for (;;) {
    const params = { schoolId, cursors, clientId: 'bench-pull-server', schema: SYNC_SCHEMA_VERSION, horizon: 0 };
    const payload = canonicalQuery(params);
    const res = await httpGet(
      `${base}/sync/pull?${new URLSearchParams(payload.split('&').map((kv) => kv.split('=') as [string, string]))}`,
      {
        'accept-encoding': 'gzip, deflate, br',
        token: session.token,
        theme: '1',
        // Signed for the session's school (the bench school), whichever of the user's schools is pulled.
        datasign: computeDatasign({ schoolId: SCHOOL_ID, userId: session.userId, token: session.token, payload }),
      },
    );
    const head = pullHead(res.body, res.gzipped);
    pages++;
    bytes += res.body.length;
    cursors = formatCursors(head.cursors);
    if (!head.more) return { pages, bytes };
  }
}

/**
 * A pull answer's data without its changes: the envelope and `data` come first, `"changes":` last
 * (server/sync/pull.ts, pullPageEnvelope), so only as much of the body is inflated as holds them, however many
 * scopes, cursors and windows the head lists.
 */
export function pullHead(body: Buffer, gzipped: boolean): { cursors: ScopeCursors; more: boolean } {
  for (let size = 1024; ; size *= 4) {
    const part = body.subarray(0, size);
    const text = (gzipped ? gunzipSync(part, { finishFlush: constants.Z_SYNC_FLUSH }) : part).toString();
    const end = text.indexOf(',"changes":');
    if (end >= 0) {
      const { data } = JSON.parse(`${text.slice(0, end)}}}`) as { data: { cursors: ScopeCursors; more: boolean } };
      return data;
    }
    if (size >= body.length) throw new Error(`not a pull answer: ${text.slice(0, 300)}`);
  }
}

/** A GET whose body is kept as sent (fetch would inflate it). */
function httpGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; gzipped: boolean }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), gzipped: res.headers['content-encoding'] === 'gzip' }));
      res.on('error', reject);
    }).on('error', reject);
  });
}
