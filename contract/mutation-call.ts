import { defineCall, type HttpMethod } from './call';
import { MUTATION_DECLS } from './areas';
import type { MutationName } from './sync/mutations';

/**
 * A sync mutation's REST name (SPEC §7): the route runs the mutation's service with the body as it came (the mutation
 * parses it), so the call declares no input; its permission is the mutation's.
 */
export const mutationCall = <const M extends MutationName>(path: string, mutation: M, method: HttpMethod = 'POST') => ({
  mutation,
  call: defineCall({ method, path, permission: MUTATION_DECLS[mutation].permission, mutation }),
});
