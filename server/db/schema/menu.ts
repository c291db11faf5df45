import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The menu catalogue; names are stored in kindergarten wording and localised per school style. */
export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  name: text('name').notNull(),
  /** Route path; empty for a top-level category. */
  path: text('path').notNull().default(''),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
});
