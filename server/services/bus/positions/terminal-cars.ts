import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { busCars, busDevices } from '../../../db/schema';
import { secretHash } from './fixes';

export interface TerminalCar {
  carId: string;
  schoolId: number;
}

/**
 * The car a JT/T 808 terminal is: its phone number is the car's GPS device id, leading zeros aside (a 2013 header
 * pads an 11-digit number to 12, a 2019 one to 20). Only a car in service, and only one: the id being unique per
 * school, the same id in two schools is refused rather than guessed.
 */
export async function terminalCar(db: Db, phone: string): Promise<TerminalCar | null> {
  const digits = phone.replace(/^0+/, '');
  const cars = await db
    .select({ carId: busCars.id, schoolId: busCars.schoolId })
    .from(busCars)
    .where(and(sql`ltrim(${busCars.gpsDeviceId}, '0') = ${digits}`, eq(busCars.status, 1)))
    .limit(2);
  return cars.length === 1 ? (cars[0] ?? null) : null;
}

/** Registration (0x0100): a new auth code for the car's terminal, stored hashed; null for a phone number no car has. */
export async function registerTerminal(db: Db, phone: string, now: Date): Promise<{ car: TerminalCar; authCode: string } | null> {
  const car = await terminalCar(db, phone);
  if (!car) return null;
  const authCode = randomBytes(12).toString('hex');
  const hash = secretHash(authCode);
  await db
    .insert(busDevices)
    .values({ carId: car.carId, authCodeHash: hash, registeredAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: busDevices.carId, set: { authCodeHash: hash, registeredAt: now, updatedAt: now } });
  return { car, authCode };
}

/** Authentication (0x0102): the car, when the code is the one its terminal was given at registration. */
export async function authenticateTerminal(db: Db, phone: string, authCode: string): Promise<TerminalCar | null> {
  const car = await terminalCar(db, phone);
  if (!car || !authCode) return null;
  const [device] = await db
    .select({ carId: busDevices.carId })
    .from(busDevices)
    .where(and(eq(busDevices.carId, car.carId), eq(busDevices.authCodeHash, secretHash(authCode))));
  return device ? car : null;
}
