/**
 * The bus-day the trajectory benches drive (and their page plays): a fix a second from 06:30 (China time), standing
 * a minute in every ten and otherwise driving at a speed and heading that wander smoothly. Coordinates as JT/T 808
 * sends them (degrees × 10⁶), speed in 0.1 km/h, direction in degrees.
 */
export interface DriveFix {
  /** Seconds after 06:30. */
  second: number;
  lat: number;
  lng: number;
  speed: number;
  direction: number;
}

/** The bus-day's start: 06:30 China time is this many seconds after its midnight. */
export const DRIVE_START_SECONDS = 6.5 * 3600;

export function busDayDrive(count: number): DriveFix[] {
  const fixes: DriveFix[] = [];
  let lat = 22_545_231;
  let lng = 114_027_153;
  let heading = 0.3;
  for (let second = 0; second < count; second++) {
    const speed = second % 600 < 60 ? 0 : 300 + Math.round(150 * Math.sin(second / 40));
    heading += Math.sin(second / 97) * 0.02;
    lat += Math.round(Math.cos(heading) * (speed / 36) * 9);
    lng += Math.round(Math.sin(heading) * (speed / 36) * 9.7);
    fixes.push({ second, lat, lng, speed, direction: Math.round(((heading * 180) / Math.PI + 360) % 360) });
  }
  return fixes;
}

/** The drive as one car's terminal reports it, from `startMs` (06:30 of its day, epoch milliseconds). */
export function driveFixes(o: { carId: string; schoolId: number; startMs: number; count: number }) {
  return busDayDrive(o.count).map(({ second, ...fix }) => ({
    ...fix,
    carId: o.carId,
    schoolId: o.schoolId,
    time: new Date(o.startMs + second * 1000),
    altitude: 10,
    alarm: 0,
    status: 3,
  }));
}
