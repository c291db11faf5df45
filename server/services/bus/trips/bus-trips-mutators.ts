import type { AreaServices } from '../../area-services';
import { closeTrip } from './close-trip';
import { deleteBusRider } from './delete-bus-rider';
import { recordTripTap } from './record-trip-tap';
import { saveBusRider } from './save-bus-rider';
import { undoTripTap } from './undo-trip-tap';

/** Rider and trip mutation names → the services their REST routes run (listed with its routes in server/routes/<domain>/index.ts). */
export const BUS_RIDERS_MUTATORS = {
  'busRider.save': saveBusRider,
  'busRider.delete': deleteBusRider,
} as const satisfies AreaServices<'busRiders'>;

export const BUS_TRIPS_MUTATORS = {
  'busTrip.tap': recordTripTap,
  'busTrip.undo': undoTripTap,
  'busTrip.close': closeTrip,
} as const satisfies AreaServices<'busTrips'>;
