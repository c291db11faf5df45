import { formatCursors, type PullResponse, type ScopeCursors, SYNC_SCHEMA_VERSION } from '@contract/sync/protocol';
import type { SchoolSyncState } from './db';
import { applyPullPage, cursorsOf, initialSyncState, isFromZero } from './apply-pull';
import { currentClientId } from './client-state';
import type { SyncDb } from './db';
import type { SyncTransport } from './transport';

export interface PullProgress {
  schoolId: number;
  /** Changes applied since this pull started from cursor 0. */
  applied: number;
  more: boolean;
}

/** A server that keeps answering `reset` runs another SYNC_SCHEMA_VERSION: this app is older than the server. */
const MAX_RESETS = 3;
export const OUTDATED_MESSAGE = '应用版本过旧，请刷新页面后再同步';
/** Pages fetched ahead of the one being written (each ≤ PULL_PAGE_SIZE changes, about 1 MB). */
export const PULL_PREFETCH_PAGES = 2;

/** Where a pull request starts, and what the replica accounts for there. */
interface PageRequest {
  /** Per scope the replica holds; a scope the member reads and this lacks is pulled from its start. */
  cursors: ScopeCursors;
  /** The tombstone horizon of the page before (0 from zero). */
  horizon: number;
  /** The schema the chain of pages started under (contract SYNC_SCHEMA_VERSION from zero). */
  schema: number;
}

/**
 * Pages of one school, fetched ahead: each answer asks for the next page at once, up to `depth` unread pages,
 * so the server keeps working while IndexedDB writes (one page ahead was not enough: a page the server was
 * slow on left the writer idle). Asking for a cursor the chain did not foresee (a reset, a stale page) drops it.
 * A page asked ahead continues the chain: the horizon of the answer before it, the schema the chain began with
 * (not the one the replica held before the first page was written, which made every first sync reset once).
 */
class PagePipeline {
  private queue: Array<{ position: string; response: Promise<PullResponse> }> = [];
  /** The last page asked for, and its answer once it came. */
  private tail: { request: PageRequest; answer?: PullResponse } | null = null;

  constructor(
    private readonly request: (r: PageRequest) => Promise<PullResponse>,
    private readonly depth: number,
  ) {}

  take(r: PageRequest): Promise<PullResponse> {
    if (this.queue[0]?.position !== formatCursors(r.cursors)) {
      this.queue = [];
      this.fetch(r);
    }
    const head = this.queue.shift() as { response: Promise<PullResponse> };
    this.extend();
    return head.response;
  }

  private fetch(request: PageRequest): void {
    const tail: { request: PageRequest; answer?: PullResponse } = { request };
    const response = this.request(request);
    this.tail = tail;
    this.queue.push({ position: formatCursors(request.cursors), response });
    response.then(
      (answer) => {
        tail.answer = answer;
        if (this.tail === tail) this.extend();
      },
      () => {}, // surfaces when taken; an unused page must not be an unhandled rejection
    );
  }

  private extend(): void {
    if (!this.tail?.answer) return;
    const { request, answer } = this.tail;
    if (answer.more && !answer.reset && this.queue.length < this.depth) {
      this.fetch({ cursors: answer.cursors, horizon: answer.horizon, schema: request.schema });
    }
  }
}

/** The schema a request speaks for: a pull from zero is this app's; cursors keep the schema they were made under. */
const schemaOf = (state: SchoolSyncState, cursors: ScopeCursors): number =>
  isFromZero(cursors) ? SYNC_SCHEMA_VERSION : (state.schema ?? 1);

/**
 * Pull one school until the server has nothing more, one atomic page at a time. A pull that starts from
 * zero (first sync, or after a reset) reports its progress.
 */
export async function pullSchool(
  db: SyncDb,
  transport: SyncTransport,
  schoolId: number,
  opts: { now: () => number; onProgress?: (p: PullProgress) => void; isStopped?: () => boolean; clientId?: string },
): Promise<void> {
  const pipeline = (clientId: string) => new PagePipeline((r) => transport.pull({ schoolId, clientId, ...r }), PULL_PREFETCH_PAGES);
  let pages = pipeline(opts.clientId ?? (await currentClientId(db)));
  let applied = 0;
  let resets = 0;
  let first: boolean | undefined;
  for (;;) {
    if (opts.isStopped?.()) return;
    const state = (await db.syncState.get(schoolId)) ?? initialSyncState(schoolId);
    const cursors = cursorsOf(state);
    first ??= isFromZero(cursors);
    const res = await pages.take({ cursors, horizon: state.horizon ?? 0, schema: schemaOf(state, cursors) });
    if (res.reset && ++resets > MAX_RESETS) throw new Error(OUTDATED_MESSAGE);
    const outcome = await applyPullPage(db, schoolId, cursors, res, opts.now());
    if (outcome === 'reset') {
      first = true;
      applied = 0;
      continue;
    }
    if (outcome === 'stale') continue;
    applied += res.changes.length;
    if (first) opts.onProgress?.({ schoolId, applied, more: res.more });
    // A revoked scope's purge gave the client a new id: the next pages must bring that client's lastMutationId (pages
    // asked ahead carry the old one), and a pull that ended here ends again under it.
    if (outcome === 'rotated') pages = pipeline(await currentClientId(db));
    else if (!res.more) return;
  }
}
