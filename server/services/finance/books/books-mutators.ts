import type { AreaServices } from '../../area-services';
import { saveBookEntry } from './save-book-entry';

/** Bookkeeping mutation name → the service its REST route runs (review and deletion are online calls only). */
export const BOOKS_MUTATORS = {
  'bookEntry.save': saveBookEntry,
} as const satisfies AreaServices<'books'>;
