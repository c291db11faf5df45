import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Captcha challenges (SPEC §3 Captcha). Kept in the database, not in process memory, so every server process
 * agrees on a token. The answer never leaves the server; a token is checked once; a passed check leaves a
 * verification (stored hashed) that login, SMS sending or password reset consume once.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    /** SHA-256 of the token handed to the client. */
    tokenHash: text('token_hash').primaryKey(),
    /** 'blockPuzzle' | 'clickWord'. */
    captchaType: text('captcha_type').notNull(),
    /** Slider: {x, y} of the piece; click-word: [{x, y}, …] of the characters to click, in order. */
    answer: jsonb('answer').notNull(),
    clientIp: text('client_ip').notNull().default(''),
    clientUid: text('client_uid').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the one check a token gets, passed or not. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** SHA-256 of the captchaVerification string a passed check returned. */
    verificationHash: text('verification_hash').unique(),
    verificationExpiresAt: timestamp('verification_expires_at', { withTimezone: true }),
    /** When login, SMS or reset consumed the verification. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [index('captcha_challenges_ip_time_idx').on(t.clientIp, t.createdAt), index('captcha_challenges_expiry_idx').on(t.expiresAt)],
);

/** What the local SMS provider "sent": shown on /dev/sms to the operator, with the development aids. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    mobilePhone: text('mobile_phone').notNull(),
    /** 'text' or 'voice'. */
    channel: text('channel').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_messages_time_idx').on(t.createdAt)],
);

/** SMS verification codes: stored hashed, expiring, used once; their rows also count sends for the rate limits. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobilePhone: text('mobile_phone').notNull(),
    /** SmsType of contract/sms.ts: what the code may be used for. */
    type: smallint('type').notNull(),
    /** SHA-256 of `${salt}:${code}`. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    clientIp: text('client_ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong guesses against this code; at the limit the code is dead. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_time_idx').on(t.mobilePhone, t.createdAt)],
);

/**
 * One-time grants: the authorizationCode a checked reset code yields (kind 'reset'), and the dualVerificationToken
 * a password login of a dual-verification account yields (kind 'dual'). Stored hashed, expiring, used once.
 */
export const securityGrants = pgTable(
  'security_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id),
    mobilePhone: text('mobile_phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('security_grants_expiry_idx').on(t.expiresAt)],
);
