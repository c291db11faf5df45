import { sql } from 'drizzle-orm';
import type { BusPosition } from '@contract';
import type { Db } from '../../../db/client';

interface Row {
  car_id: string;
  lat: number;
  lng: number;
  speed: number;
  direction: number;
  device_time: Date | string;
  received_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * Each car of the school with its latest fix by the terminal's time (cars without one left out), in one statement:
 * a lateral index lookup per car on the fixes' key (car, time), never a scan. Monitoring and the bus socket's
 * positions read it (a school has tens of cars).
 */
export async function latestFixes(db: Db, schoolId: number): Promise<Map<string, BusPosition>> {
  const result = await db.execute(sql`
    SELECT c.id AS car_id, f.lat, f.lng, f.speed, f.direction, f.device_time, f.received_at
    FROM bus_cars c
    CROSS JOIN LATERAL (
      SELECT lat, lng, speed, direction, device_time, received_at FROM bus_fixes
      WHERE car_id = c.id ORDER BY device_time DESC LIMIT 1
    ) f
    WHERE c.school_id = ${schoolId}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return new Map(
    rows.map((r) => [
      r.car_id,
      {
        carId: r.car_id,
        lat: Number(r.lat) / 1e6,
        lng: Number(r.lng) / 1e6,
        speed: Number(r.speed) / 10,
        direction: Number(r.direction),
        time: iso(r.device_time),
        receivedAt: iso(r.received_at),
      },
    ]),
  );
}
