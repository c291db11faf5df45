import { pgTable, text } from 'drizzle-orm/pg-core';

/** Small key/value facts about the database itself, such as which demo seed version it holds. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
