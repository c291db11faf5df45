import type { AreaServices } from '../../area-services';
import { applyFuelCard } from './apply-fuel-card';
import { moveFuelCard } from './move-fuel-card';
import { deleteBusCar } from './delete-bus-car';
import { deleteBusDriver } from './delete-bus-driver';
import { deleteBusLine } from './delete-bus-line';
import { saveBusCompany } from './save-bus-company';
import { saveBusLine } from './save-bus-line';
import { saveBusCar } from './save-bus-car';
import { saveBusDriver } from './save-bus-driver';
import { saveBusRoute } from './save-bus-route';
import { saveBusSettings } from './save-bus-settings';
import { saveBusStop } from './save-bus-stop';

/** Bus mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const FLEET_MUTATORS = {
  'busDriver.save': saveBusDriver,
  'busDriver.delete': deleteBusDriver,
  'busCar.save': saveBusCar,
  'busCar.delete': deleteBusCar,
  'busStop.save': saveBusStop,
  'busRoute.save': saveBusRoute,
  'busSettings.save': saveBusSettings,
  'busLine.save': saveBusLine,
  'busLine.delete': deleteBusLine,
  'busCompany.save': saveBusCompany,
  'fuelCard.apply': applyFuelCard,
  'fuelCard.approve': moveFuelCard('fuelCard.approve'),
  'fuelCard.reject': moveFuelCard('fuelCard.reject'),
  'fuelCard.allocate': moveFuelCard('fuelCard.allocate'),
  'fuelCard.cancel': moveFuelCard('fuelCard.cancel'),
} as const satisfies AreaServices<'fleet'>;
