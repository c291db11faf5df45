import type { AreaServices } from '../area-services';
import { deleteBusCar } from './delete-bus-car';
import { deleteBusDriver } from './delete-bus-driver';
import { saveBusCar } from './save-bus-car';
import { saveBusDriver } from './save-bus-driver';
import { saveBusRoute } from './save-bus-route';
import { saveBusSettings } from './save-bus-settings';
import { saveBusStop } from './save-bus-stop';

/** Bus mutation name → the service its REST route runs (server/services/mutations.ts lists the areas). */
export const BUS_MUTATORS = {
  'busDriver.save': saveBusDriver,
  'busDriver.delete': deleteBusDriver,
  'busCar.save': saveBusCar,
  'busCar.delete': deleteBusCar,
  'busStop.save': saveBusStop,
  'busRoute.save': saveBusRoute,
  'busSettings.save': saveBusSettings,
} as const satisfies AreaServices<'bus'>;
