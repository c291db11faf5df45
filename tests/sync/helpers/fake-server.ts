import type { PullQuery, PullResponse, PushRequest, PushResponse, ReplicatedTable } from '@contract';
import { MUTATIONS, SCOPE_NAMES, SYNC_SCHEMA_VERSION, TABLE_SCOPES } from '@contract';
import { SyncHttpError, type SyncTransport } from '../../../sync/transport';

type Row = Record<string, unknown> & { id: string; schoolId: number };
interface LogEntry {
  version: number;
  schoolId: number;
  table: ReplicatedTable;
  op: 'put' | 'del';
  row: Row;
}
interface ClientRecord {
  userId: number;
  last: number;
  results: Map<number, { code?: number; msg?: string }>;
}

class Reject extends Error {
  constructor(
    readonly code: number,
    msg: string,
  ) {
    super(msg);
  }
}

/**
 * An in-memory model of the server half of the protocol (ARCHITECTURE.md "Sync protocol"), to unit-test the
 * engine before and beside the real server: per-client counter with exactly-once application, rejections that
 * advance the counter, a commit-ordered change log with tombstones, reset and 403 on lost access.
 */
export class FakeServer {
  readonly rows = new Map<string, Row>();
  readonly log: LogEntry[] = [];
  private version = 0;
  readonly clients = new Map<string, ClientRecord>();
  readonly members = new Map<number, Set<number>>();
  /** `${clientId}#${id}` → times applied (must never exceed 1). */
  readonly applications = new Map<string, number>();
  readonly resetSchools = new Set<number>();
  pageSize = 1000;
  /** The sync scopes every member reads (all of them unless a test narrows it). */
  scopes: string[] = [...SCOPE_NAMES];

  constructor(members: Record<number, number[]>) {
    for (const [user, schools] of Object.entries(members)) this.members.set(Number(user), new Set(schools));
  }

  private key = (table: string, id: string) => `${table}:${id}`;
  get(table: ReplicatedTable, id: string): Row | undefined {
    return this.rows.get(this.key(table, id));
  }
  write(table: ReplicatedTable, op: 'put' | 'del', row: Row): void {
    if (op === 'put') this.rows.set(this.key(table, row.id), row);
    else this.rows.delete(this.key(table, row.id));
    this.log.push({ version: ++this.version, schoolId: row.schoolId, table, op, row: op === 'put' ? row : ({ id: row.id } as Row) });
  }
  rowsOf(table: ReplicatedTable, schoolId: number): Row[] {
    return [...this.rows.entries()].filter(([k, r]) => k.startsWith(`${table}:`) && r.schoolId === schoolId).map(([, r]) => r);
  }

  private apply(userId: number, name: string, rawArgs: unknown): void {
    const schema = MUTATIONS[name as keyof typeof MUTATIONS];
    if (!schema) throw new Reject(400, '未知的操作');
    const parsed = schema.safeParse(rawArgs);
    if (!parsed.success) throw new Reject(400, parsed.error.issues[0]?.message ?? '请求参数不正确');
    const a = parsed.data as Row & Record<string, never>;
    if (!this.members.get(userId)?.has(a.schoolId)) throw new Reject(403, '您没有权限访问该园所的数据');
    const [entity, verb] = name.split('.') as ['class' | 'student', 'create' | 'update' | 'delete'];
    const table = entity === 'class' ? 'classes' : 'students';
    const current = this.get(table, a.id);
    if (verb !== 'create' && (!current || current.schoolId !== a.schoolId)) throw new Reject(404, '数据不存在或已被删除');
    if (entity === 'student' && a.classId !== undefined && this.get('classes', a.classId as string)?.schoolId !== a.schoolId)
      throw new Reject(404, '数据不存在或已被删除');
    if (verb === 'create') {
      if (current) throw new Reject(409, '数据已存在');
      if (entity === 'class') {
        const sort = this.rowsOf('classes', a.schoolId).length;
        this.write(table, 'put', {
          id: a.id,
          schoolId: a.schoolId,
          name: a.name,
          grade: a.grade,
          headTeacher: a.headTeacher,
          headTeacherId: a.headTeacherId,
          assistants: a.assistants,
          sort,
        });
      } else {
        const { id, schoolId, classId, name: n, gender, birthday } = a;
        this.write(table, 'put', { id, schoolId, classId, name: n, gender, birthday, status: 1 });
      }
    } else if (verb === 'update') {
      const patch = Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined));
      this.write(table, 'put', { ...(current as Row), ...patch });
    } else {
      if (entity === 'class' && this.rowsOf('students', a.schoolId).some((s) => s.classId === a.id))
        throw new Reject(400, '该班级下还有幼儿，不能删除');
      this.write(table, 'del', current as Row);
    }
  }

  push(userId: number, req: PushRequest): PushResponse {
    let client = this.clients.get(req.clientId);
    if (client && client.userId !== userId) throw new SyncHttpError(409, 409, '该设备的同步记录属于其他账号');
    if (!client) {
      client = { userId, last: 0, results: new Map() };
      this.clients.set(req.clientId, client);
    }
    const results: PushResponse['results'] = [];
    for (const m of req.mutations) {
      if (m.id <= client.last) {
        results.push({ id: m.id, status: 'duplicate', ...client.results.get(m.id) });
        continue;
      }
      if (m.id > client.last + 1) break;
      try {
        this.apply(userId, m.name, m.args);
        const k = `${req.clientId}#${m.id}`;
        this.applications.set(k, (this.applications.get(k) ?? 0) + 1);
        results.push({ id: m.id, status: 'applied' });
      } catch (e) {
        if (!(e instanceof Reject)) throw e;
        client.results.set(m.id, { code: e.code, msg: e.message });
        results.push({ id: m.id, status: 'rejected', code: e.code, msg: e.message });
      }
      client.last = m.id;
    }
    return { lastMutationId: client.last, results };
  }

  pull(userId: number, q: PullQuery): PullResponse {
    if (!this.members.get(userId)?.has(q.schoolId)) throw new SyncHttpError(409, 409, '该设备的同步记录属于其他账号');
    const last = this.clients.get(q.clientId)?.last ?? 0;
    // Like the real server: a cursor made under another schema starts over; only the readable scopes are answered.
    const known = { scopes: [...this.scopes], locked: [], unlocks: {}, rights: '', windows: {} };
    const cursors = Object.fromEntries(this.scopes.map((s) => [s, q.cursors[s] ?? 0]));
    const fromZero = Object.values(q.cursors).every((c) => c === 0);
    if (q.schema !== SYNC_SCHEMA_VERSION || (this.resetSchools.has(q.schoolId) && !fromZero)) {
      this.resetSchools.delete(q.schoolId);
      return { ...known, cursors: {}, lastMutationId: last, changes: [], more: false, reset: true, horizon: 0 };
    }
    const scopeOf = (e: LogEntry) => TABLE_SCOPES[e.table] ?? '';
    const entries = this.log.filter((e) => e.schoolId === q.schoolId && scopeOf(e) in cursors && e.version > (cursors[scopeOf(e)] ?? 0));
    const page = entries.slice(0, this.pageSize);
    const end = page.at(-1)?.version;
    return {
      ...known,
      cursors: end === undefined ? cursors : Object.fromEntries(Object.entries(cursors).map(([s, c]) => [s, Math.max(c, end)])),
      lastMutationId: last,
      changes: page.map((e) => ({ table: e.table, op: e.op, row: e.row })),
      more: entries.length > page.length,
      reset: false,
      horizon: 0,
    };
  }

  /** A transport for one user; answers are deep-copied like a real network would. */
  transport(userId: number): SyncTransport {
    const copy = <T>(v: T): T => structuredClone(v);
    return {
      push: async (body) => copy(this.push(userId, copy(body))),
      pull: async (query) => copy(this.pull(userId, copy(query))),
    };
  }
}
