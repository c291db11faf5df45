/**
 * Every table, for the code that imports several areas' at once (seeds, tests, the sync protocol). The tables live
 * in a file per area under the domain's folder (the platform's at the top); the migration generator reads the folder
 * itself (scripts/db-snapshot.ts), so a new area's file works without a line here.
 */
export * from './account';
export * from './menu';
export * from './meta';
export * from './org';
export * from './security';
export * from './shell';
export * from './sync';
export * from './uploads';
export * from './provider-payments';
export * from './people/school-records';
export * from './people/enrolment';
export * from './people/parent-invites';
export * from './people/staff';
export * from './attendance/children';
export * from './attendance/staff';
export * from './org/approvals';
export * from './org/seals';
export * from './finance/kernel';
export * from './finance/fees';
export * from './finance/bills';
export * from './finance/refunds';
export * from './finance/books';
export * from './finance/income';
export * from './finance/expenses';
export * from './finance/reminders';
export * from './finance/salaries';
export * from './bus/fleet';
export * from './bus/trips';
export * from './bus/messages';
export * from './bus/positions';
export * from './bus/alerts';
export * from './site/website';
export * from './site/notices';
export * from './orders/orders';
