import type { Requirement } from '@contract';
import type { SessionContext } from './services/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin on every non-anonymous route. */
    session: SessionContext | null;
    /** The exact JSON body text, which the datasign covers. */
    rawBody: string | undefined;
  }
  interface FastifyContextConfig {
    /** Open without a token or datasign (login, captcha, anonymous order calls). */
    anonymous?: boolean;
    /**
     * What a signed-in call needs (contract/permissions.ts), checked by the auth plugin against the school the
     * request names before the handler runs. Every non-anonymous route must declare one: the app refuses to start
     * otherwise.
     */
    permission?: Requirement;
    /**
     * A write an expired school's members may still make: paying its orders, and the user's own things (password,
     * theme, shortcuts, notices read, signing out). Every other POST, PUT or DELETE gets 2226 there, MEMBER or not.
     */
    whileExpired?: boolean;
    /**
     * A POST that only reads (the SPEC made some reads POSTs): it answers without first waiting for this process
     * to apply the access changes it might have made (server/services/session/access-cache.ts).
     */
    readOnly?: boolean;
    /** The message of the 403 when the permission is missing, where a screen words it (default PermissionMsg.denied). */
    deniedMsg?: string;
  }
}
