import type {
  BusCarRow,
  BusCompanyRow,
  BusDriverRow,
  BusFuelCardRow,
  BusLineRow,
  BusRouteRow,
  BusSettingsRow,
  BusStopRow,
} from '@contract';
import type { busCars, busCompanies, busDrivers, busFuelCards, busLines, busRoutes, busSettings, busStops } from '../../db/schema';

/** Database rows → the replicated shapes of contract/bus/fleet.ts. */
export const toBusDriverRow = (r: typeof busDrivers.$inferSelect): BusDriverRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  phone: r.phone,
  idNumber: r.idNumber,
  licenceClass: r.licenceClass,
  licenceExpiry: r.licenceExpiry,
  status: r.status,
  photo: r.photo,
});

export const toBusCarRow = (r: typeof busCars.$inferSelect): BusCarRow => ({
  id: r.id,
  schoolId: r.schoolId,
  plate: r.plate,
  model: r.model,
  seats: r.seats,
  gpsDeviceId: r.gpsDeviceId,
  insuranceExpiry: r.insuranceExpiry,
  inspectionExpiry: r.inspectionExpiry,
  status: r.status,
});

export const toBusStopRow = (r: typeof busStops.$inferSelect): BusStopRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  lat: r.lat,
  lng: r.lng,
  address: r.address,
  disabled: r.disabled,
});

export const toBusRouteRow = (r: typeof busRoutes.$inferSelect): BusRouteRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  period: r.period === 'afternoon' ? 'afternoon' : 'morning',
  stops: r.stops,
  carId: r.carId,
  driverId: r.driverId,
  escortId: r.escortId,
  escortName: r.escortName,
  disabled: r.disabled,
});

export const toBusSettingsRow = (r: typeof busSettings.$inferSelect): BusSettingsRow => ({
  id: r.id,
  schoolId: r.schoolId,
  overspeedKmh: r.overspeedKmh,
  corridorM: r.corridorM,
  parkingMinutes: r.parkingMinutes,
  boardingText: r.boardingText,
  alightingText: r.alightingText,
});

export const toBusFuelCardRow = (r: typeof busFuelCards.$inferSelect): BusFuelCardRow => ({
  id: r.id,
  schoolId: r.schoolId,
  carId: r.carId,
  reason: r.reason,
  state: r.state as BusFuelCardRow['state'],
  cardNo: r.cardNo,
  rejectReason: r.rejectReason,
  history: r.history,
});

export const toBusLineRow = (r: typeof busLines.$inferSelect): BusLineRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  routeIds: r.routeIds,
  remark: r.remark,
  disabled: r.disabled,
});

export const toBusCompanyRow = (r: typeof busCompanies.$inferSelect): BusCompanyRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  type: r.type,
  licenceNo: r.licenceNo,
  contact: r.contact,
  phone: r.phone,
  address: r.address,
});
