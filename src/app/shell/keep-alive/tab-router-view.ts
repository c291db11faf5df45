import type { AnyRouter } from '@tanstack/react-router';

/** The router's reactive stores that pages read through hooks (useLocation, useSearch, Outlet, Match...). */
const ATOMS = new Set<PropertyKey>(['status', 'location', 'resolvedLocation', 'ids', 'matches', '__store']);

interface Readable {
  get(): unknown;
}

const isReadable = (v: unknown): v is Readable =>
  typeof v === 'object' && v !== null && typeof (v as Readable).get === 'function' && 'subscribe' in v;

const bindTo = (target: object, prop: PropertyKey) => {
  const v = Reflect.get(target, prop, target);
  return typeof v === 'function' ? v.bind(target) : v;
};

/**
 * The router as one kept-alive tab sees it. While the tab is the page on screen (`isLive`) every read goes to the
 * real router; once it is not, its stores answer what they last answered while it was live. So a page hidden in
 * an <Activity> keeps rendering its own route, search and params, and a navigation elsewhere (which changes the
 * real stores) neither re-renders it (the snapshot is unchanged) nor swaps its route out of its Outlet (which
 * would lose its state). Writes (navigate, load) go to the real router.
 */
export function createTabRouterView(router: AnyRouter, isLive: () => boolean): AnyRouter {
  const frozen = new WeakMap<object, Readable>();

  const freeze = <T extends Readable>(store: T): T => {
    const known = frozen.get(store);
    if (known) return known as T;
    let seen = false;
    let last: unknown;
    const view = new Proxy(store, {
      get(target, prop) {
        if (prop === 'get') {
          return () => {
            if (!seen || isLive()) {
              last = target.get();
              seen = true;
            }
            return last;
          };
        }
        return bindTo(target, prop);
      },
    });
    frozen.set(store, view);
    return view;
  };

  const stores = router.stores;
  const byRoute = new Proxy(stores.byRoute, {
    get(target, prop) {
      if (prop === 'get')
        return (id: string) => {
          const store = target.get(id);
          return store ? freeze(store) : store;
        };
      return bindTo(target, prop);
    },
  });
  const storesView = new Proxy(stores, {
    get(target, prop) {
      if (prop === 'getMatchStore') return (routeId: string) => freeze(target.getMatchStore(routeId));
      if (prop === 'byRoute') return byRoute;
      const v = Reflect.get(target, prop, target);
      if (ATOMS.has(prop) && isReadable(v)) return freeze(v);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });

  return new Proxy(router, {
    get(target, prop, receiver) {
      if (prop === 'stores') return storesView;
      return Reflect.get(target, prop, receiver);
    },
  });
}
