import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { departments, positions } from './org';
import { createdAt, schoolRef } from './columns';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  loginName: text('login_name').notNull().unique(),
  userName: text('user_name').notNull(),
  /** argon2id of the md5 hex the client sends. */
  passwordHash: text('password_hash').notNull(),
  mobilePhone: text('mobile_phone').notNull().default(''),
  headPic: text('head_pic').notNull().default(''),
  level: smallint('level').notNull().default(1),
  isRemember: smallint('is_remember').notNull().default(0),
  dualVerification: boolean('dual_verification').notNull().default(false),
  setPwd: smallint('set_pwd').notNull().default(0),
  pwdWarn: smallint('pwd_warn').notNull().default(0),
  /** The chosen theme (1–15), saved through /park/index/skin. */
  skinId: smallint('skin_id').notNull().default(1),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

/** A user's place in one school: position, department and an optional path allow-list. */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    schoolId: schoolRef(),
    departmentId: integer('department_id').references(() => departments.id),
    positionId: integer('position_id').references(() => positions.id),
    /** Comma list of allowed paths; empty means no restriction (SPEC §6). */
    schoolPermission: text('school_permission').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * 员工状态 (contract/people/staff.ts STAFF_STATUS_LABEL). 4 退休, 5 离职, 6 内退: the member no longer signs in to
     * this school (listMemberships leaves the school out). Kept here, not on the HR profile, so the access cache's
     * trigger on memberships drops a left member's rights at once.
     */
    staffStatus: smallint('staff_status').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolId] }), index('memberships_school_idx').on(t.schoolId)],
);

/** Login sessions. Only the SHA-256 of a token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The school the session currently works in; request signatures are bound to it. */
    schoolId: schoolRef(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The device as the login request named it (User-Agent), and its address: 个人中心's signed-in devices. */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
