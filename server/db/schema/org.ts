import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const schools = pgTable('schools', {
  id: integer('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  /** 1 kindergarten, 2 school with students, 3 meal-plan home. */
  style: smallint('style').notNull(),
  /** 1 expired or blocked. */
  clientState: smallint('client_state').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Current activated school year, e.g. '2026-2027'; null until term activation is set. */
  schoolYear: text('school_year'),
  /** 1 first term, 2 second term. */
  termType: smallint('term_type'),
  skinUrl: text('skin_url').notNull().default(''),
  /** Status of the school's registration code (SPEC: school code status). */
  codeStatus: smallint('code_status').notNull().default(1),
});

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    /** The parent department (部门树, docs/org.md); null at the top. Moves never make a cycle (the service checks). */
    parentId: integer('parent_id'),
    /** Order among its siblings, 0 first. */
    sort: integer('sort').notNull().default(0),
    /**
     * 部门负责人 (a member of the school): an approval step "the applicant's department head" goes to them, or to the
     * nearest department above with one (docs/approvals.md). Null: none named.
     */
    leaderUserId: integer('leader_user_id'),
  },
  (t) => [index('departments_school_idx').on(t.schoolId)],
);

export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    /**
     * Unused: whether a position may set the term is its permission '/JCSZ/YLSZ:edit' (contract/term.ts). The column
     * stays because dropping it needs a migration; nothing reads or writes it.
     */
    canSetTerm: boolean('can_set_term').notNull().default(false),
    /** Holds every permission, present and future (the principal's position); its rights are not edited. */
    allRights: boolean('all_rights').notNull().default(false),
    /** 岗位职责: shown to the position's members at /YWGL/RLZYGL/GWGL/WORK. */
    duties: text('duties').notNull().default(''),
    /** Order in the positions list. */
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('positions_school_idx').on(t.schoolId)],
);

/** The permissions a position holds (contract/permissions.ts: page paths and `path:action` keys). */
export const positionRights = pgTable(
  'position_rights',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.permission] })],
);

/**
 * 我的园所 (/JCSZ/WDYEY): the school's own information (SPEC §3: kindergarten type 0–6, level 1–9, residence 0–5),
 * one row per school, made on first save.
 */
export const schoolProfiles = pgTable('school_profiles', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id),
  address: text('address').notNull().default(''),
  logo: text('logo').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  kindergartenType: smallint('kindergarten_type'),
  level: smallint('level'),
  residence: smallint('residence'),
  foundedOn: text('founded_on').notNull().default(''),
  /** Floor area in square metres. */
  area: integer('area'),
  classCount: integer('class_count'),
  capacity: integer('capacity'),
  intro: text('intro').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
