/**
 * Hybrid logical clock (Kulkarni et al.): a timestamp of wall time (ms), a counter and the node (device) that
 * made it. It never goes backwards on a device, and a device that has seen a timestamp makes only greater ones
 * afterwards, however wrong its own wall clock is. Written as a fixed-width string, so comparing two timestamps is
 * comparing two strings: `000001764000000000:00000:c-…`.
 */
export interface Hlc {
  wall: number;
  counter: number;
  node: string;
}

const WALL_DIGITS = 18;
const COUNTER_DIGITS = 5;
export const HLC_PATTERN = /^\d{18}:\d{5}:[A-Za-z0-9-]{1,64}$/;

export const formatHlc = ({ wall, counter, node }: Hlc): string =>
  `${String(wall).padStart(WALL_DIGITS, '0')}:${String(counter).padStart(COUNTER_DIGITS, '0')}:${node}`;

export function parseHlc(text: string): Hlc {
  const [wall = '0', counter = '0', ...node] = text.split(':');
  return { wall: Number(wall), counter: Number(counter), node: node.join(':') };
}

/** The later of two encoded timestamps (undefined counts as nothing seen). */
export const maxHlc = (a: string | undefined, b: string | undefined): string | undefined =>
  a === undefined ? b : b === undefined || a >= b ? a : b;

/**
 * The timestamp of a new local event: after `last` (the greatest this device made or saw) and after the wall
 * clock. With a slow wall clock it keeps last's wall time and counts up; with a good one the counter restarts.
 */
export function nextHlc(last: string | undefined, now: number, node: string): string {
  const prev = last ? parseHlc(last) : { wall: 0, counter: 0 };
  const wall = Math.max(prev.wall, Math.floor(now));
  const counter = wall === prev.wall ? prev.counter + 1 : 0;
  // A counter past its width (100,000 events in one ms of a stalled clock) moves the wall time on instead.
  return counter < 10 ** COUNTER_DIGITS ? formatHlc({ wall, counter, node }) : formatHlc({ wall: wall + 1, counter: 0, node });
}
