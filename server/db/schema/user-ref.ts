import { integer } from 'drizzle-orm/pg-core';
import { users } from './account';

/** The user a row belongs to: user_id, required, a foreign key to users. */
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);
