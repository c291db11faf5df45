/** Moved to server/services/mutations.ts; kept only for server/routes/school-records.ts until its owner re-points it. */
export { runMutation } from '../services/mutations';
