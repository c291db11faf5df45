import type { DomainServer } from '../deps';
import { MEDICATION_MUTATORS } from '../../services/health/medication/medication-mutators';
import { medicationRoutes } from './medication';

/**
 * The health domain on the server (保健管理, docs/health.md): each area's routes and mutation services (a contract
 * area or mutation left out is a type error).
 */
export const HEALTH_SERVER = {
  medication: { routes: [medicationRoutes], services: MEDICATION_MUTATORS },
} as const satisfies DomainServer<'health'>;
