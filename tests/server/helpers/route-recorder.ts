import type { RouteOptions } from 'fastify';

/** A route the app registered: `METHOD url` (HEAD left out: Fastify adds it to every GET) and its config. */
export interface RegisteredRoute {
  route: string;
  /** `mutation`: the sync mutation the route runs (a call declared by mutationCall). */
  config: { anonymous?: boolean; permission?: string; mutation?: string } | undefined;
}

/**
 * Collects every route the app registers, through the `onRoute` dependency of buildApp (createTestApp's `onRoute`):
 * the tests that try every route (bad input, permissions) start from the app's own list, never a copy of it.
 */
export function routeRecorder() {
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ route: `${method} ${route.url}`, config: route.config as RegisteredRoute['config'] });
    }
  };
  return { routes, onRoute };
}
