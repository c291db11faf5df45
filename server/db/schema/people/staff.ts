import { date, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schoolRef } from '../columns';
import { userRef } from '../user-ref';

/**
 * A member's HR profile in one school (教职工档案, contract/people/staff.ts): one row per membership once it is first
 * saved (until then the profile is the user's name and phone). Department, position and status stay on the
 * membership. docs/staff.md.
 */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    schoolId: schoolRef(),
    userId: userRef(),
    name: text('name').notNull(),
    gender: smallint('gender').notNull().default(0),
    phone: text('phone').notNull().default(''),
    idNumber: text('id_number').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    photo: text('photo').notNull().default(''),
    joinDate: date('join_date', { mode: 'string' }),
    contractStart: date('contract_start', { mode: 'string' }),
    contractEnd: date('contract_end', { mode: 'string' }),
    political: smallint('political'),
    marital: smallint('marital'),
    education: smallint('education'),
    degree: smallint('degree'),
    teacherCert: smallint('teacher_cert'),
    major: text('major').notNull().default(''),
    graduatedFrom: text('graduated_from').notNull().default(''),
    address: text('address').notNull().default(''),
    emergencyContact: text('emergency_contact').notNull().default(''),
    emergencyPhone: text('emergency_phone').notNull().default(''),
    remark: text('remark').notNull().default(''),
    statusDate: date('status_date', { mode: 'string' }),
    statusReason: text('status_reason').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.userId] })],
);

/** A member's credentials (证书): category, number, issue and expiry days. */
export const staffCredentials = pgTable(
  'staff_credentials',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    userId: userRef(),
    category: smallint('category').notNull(),
    number: text('number').notNull(),
    issued: date('issued', { mode: 'string' }),
    expiry: date('expiry', { mode: 'string' }),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('staff_credentials_school_idx').on(t.schoolId), index('staff_credentials_expiry_idx').on(t.expiry)],
);

/** Credential expiry reminders sent (30 and 7 days ahead), each once: the key is credential, expiry day and lead. */
export const staffCredentialReminders = pgTable(
  'staff_credential_reminders',
  {
    credentialId: uuid('credential_id').notNull(),
    schoolId: schoolRef(),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    lead: smallint('lead').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_credential_reminders_key_idx').on(t.credentialId, t.expiry, t.lead)],
);
