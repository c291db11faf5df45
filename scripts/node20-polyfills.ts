/**
 * Node 20 lacks Map.groupBy/Object.groupBy (Node 21+), which vitest 5's reporter calls when printing failures.
 * Loaded by vitest.config.ts so a failing test is reported instead of crashing the reporter.
 */
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

if (typeof (Map as unknown as { groupBy?: GroupBy }).groupBy !== 'function') {
  const groupBy: GroupBy = (items, key) => {
    const out = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      out.set(k, [...(out.get(k) ?? []), item]);
    }
    return out;
  };
  Object.defineProperty(Map, 'groupBy', { value: groupBy, configurable: true, writable: true });
  Object.defineProperty(Object, 'groupBy', {
    value: <K extends PropertyKey, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Object.fromEntries(groupBy(items, key)),
    configurable: true,
    writable: true,
  });
}
