import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alertMessage, type AlertKind, type BusAlert } from '@contract';
import type { Db } from '../../../db/client';
import { busAlerts, busCars } from '../../../db/schema';

export const alertColumns = {
  id: busAlerts.id,
  schoolId: busAlerts.schoolId,
  carId: busAlerts.carId,
  plate: busCars.plate,
  kind: busAlerts.kind,
  routeId: busAlerts.routeId,
  routeName: busAlerts.routeName,
  startedAt: busAlerts.startedAt,
  endedAt: busAlerts.endedAt,
  lat: busAlerts.lat,
  lng: busAlerts.lng,
  value: busAlerts.value,
  limit: busAlerts.limit,
  ackUserId: busAlerts.ackUserId,
  ackName: busAlerts.ackName,
  ackAt: busAlerts.ackAt,
};

/** A stored alert as the contract sends it. */
export function toBusAlert(r: {
  id: string;
  schoolId: number;
  carId: string;
  plate: string;
  kind: string;
  routeId: string | null;
  routeName: string;
  startedAt: Date;
  endedAt: Date | null;
  lat: number | null;
  lng: number | null;
  value: number;
  limit: number;
  ackUserId: number | null;
  ackName: string;
  ackAt: Date | null;
}): BusAlert {
  const kind = r.kind as AlertKind;
  return {
    ...r,
    kind,
    startedAt: r.startedAt.toISOString(),
    endedAt: r.endedAt?.toISOString() ?? null,
    ackAt: r.ackAt?.toISOString() ?? null,
    message: alertMessage({ ...r, kind }),
  };
}

/** A school's alerts matching `where`, newest first. */
export async function alertRows(db: Db, schoolId: number, where?: SQL): Promise<BusAlert[]> {
  const rows = await db
    .select(alertColumns)
    .from(busAlerts)
    .innerJoin(busCars, eq(busCars.id, busAlerts.carId))
    .where(and(eq(busAlerts.schoolId, schoolId), where))
    .orderBy(desc(busAlerts.startedAt));
  return rows.map(toBusAlert);
}
