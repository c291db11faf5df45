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
  }
}
