/** What a full page of one school's change log is, kept as the bytes sent. */
export interface CachedPage {
  /**
   * The cursors the page answers, per scope: where a device asking from this position goes next (a windowed scope
   * pulled from zero was started at its window, past the page's own end).
   */
  cursors: Record<string, number>;
  /** The page's changes: a JSON array, as UTF-8. */
  changes: Buffer;
  /** The same, deflated once for the answers sent gzipped (server/lib/gzip-pieces.ts). */
  deflated: Buffer;
  /** The school's tombstone horizon when the page was read: served only while it is still the horizon. */
  horizon: number;
  at: number;
}

/** Pages older than this are read again: the older a page, the more of its rows later pages bring anew. */
export const PAGE_CACHE_TTL_MS = 10 * 60 * 1000;
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

const size = (page: CachedPage) => page.changes.length + page.deflated.length;

/**
 * Full pull pages (`more` true) by school and position (the cursor of every scope the reader reads, so one
 * member's page is never served to another who reads other scopes), so the next devices of a school that sync
 * from the same position get the page without a query: a school's staff installing the app the same day, or every replica of a
 * school pulling from zero after SYNC_SCHEMA_VERSION changed. Least recently used pages leave first.
 *
 * A page read earlier is still a correct answer: the log keeps only each row's latest change, so a change made
 * since to a row of the page was appended after the page's end, where the replica pulls next. The one thing a
 * cached page could bring back is a row whose tombstone has since been compacted away; compaction moves the
 * school's horizon, and a page is served only under the horizon it was read with.
 */
export class PullPageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  /** Pages served from here, and asked for but read from the database. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly maxBytes = PAGE_CACHE_MAX_BYTES,
    private readonly ttlMs = PAGE_CACHE_TTL_MS,
  ) {}

  /** `position`: the cursor of every scope the member reads (formatCursors), so a scope set is part of the key. */
  get(schoolId: number, position: string, horizon: number, now: number): CachedPage | undefined {
    const key = `${schoolId}|${position}`;
    const page = this.pages.get(key);
    if (page) this.drop(key, page);
    if (!page || page.horizon !== horizon || now - page.at > this.ttlMs) {
      this.stats.misses++;
      return undefined;
    }
    this.pages.set(key, page); // most recently used last
    this.bytes += size(page);
    this.stats.hits++;
    return page;
  }

  set(schoolId: number, position: string, page: CachedPage): void {
    if (size(page) > this.maxBytes) return;
    const key = `${schoolId}|${position}`;
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    this.pages.set(key, page);
    this.bytes += size(page);
    for (const [k, p] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(k, p);
    }
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  private drop(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.bytes -= size(page);
  }
}
