/**
 * The baseline of the signed-request bench: a bare Fastify 5 server on the same database driver, with no auth, no
 * envelope and no schemas, serving a primary-key read of a user and a 50-row page of notices from copies of the
 * app's own tables (same rows, same index). What the app's calls are measured against.
 */
import Fastify, { type FastifyInstance } from 'fastify';

/** A query runner over either driver: PostgreSQL's pool or the PGlite client. */
export type RunQuery = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** Copies `users` and `notifications` into bare_* tables with the same primary key and index. */
export async function copyBareTables(query: RunQuery): Promise<void> {
  for (const text of [
    'DROP TABLE IF EXISTS bare_users, bare_notifications',
    'CREATE TABLE bare_users AS SELECT * FROM users',
    'ALTER TABLE bare_users ADD PRIMARY KEY (id)',
    'CREATE TABLE bare_notifications AS SELECT * FROM notifications',
    'ALTER TABLE bare_notifications ADD PRIMARY KEY (id)',
    'CREATE INDEX bare_notifications_user_school_idx ON bare_notifications (user_id, school_id, status)',
    'ANALYZE bare_users',
    'ANALYZE bare_notifications',
  ]) {
    await query(text, []);
  }
}

export async function bareServer(query: RunQuery): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/user/:id', async (req) => {
    const { rows } = await query('SELECT * FROM bare_users WHERE id = $1', [Number(req.params.id)]);
    return rows[0] ?? null;
  });
  app.get<{ Querystring: { userId: string; schoolId: string } }>('/notices', async (req) => {
    const { rows } = await query(
      `SELECT *, count(*) OVER () AS total FROM bare_notifications WHERE user_id = $1 AND school_id = $2
       ORDER BY status, created_at DESC, id DESC LIMIT 50`,
      [Number(req.query.userId), Number(req.query.schoolId)],
    );
    return rows;
  });
  return app;
}
