import type { School } from '@contract/session';

type Listener = (school: School) => void;
const listeners = new Set<Listener>();

/**
 * After a school switch (SPEC §4) the session already holds the new school; parts of the shell that keep their
 * own per-school data (shortcuts, visited tabs, notifications) reload it here. Returns the unsubscribe.
 */
export function onSchoolSwitched(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSchoolSwitched(school: School): void {
  for (const l of listeners) {
    try {
      l(school);
    } catch (e) {
      console.error('school switch listener failed', e);
    }
  }
}
