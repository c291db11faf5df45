import type { BusDayTrack } from '../../contract/bus/positions';
import { durationText, type TrackStop } from './track-analysis';

/**
 * A bus-day as GPX 1.1 (what Traccar, OsmAnd, Google Earth and GPS Visualizer read): one track segment of every
 * fix (WGS-84 degrees, UTC times), speed and course in the Garmin TrackPointExtension v2 (m/s, degrees), and the
 * stops found in the track as waypoints named with their durations.
 */
const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
const deg = (e6: number) => (e6 / 1e6).toFixed(6);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

export function trackToGpx(track: BusDayTrack, o: { name: string; stops?: readonly TrackStop[] }): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="yuanwu" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2">',
    `  <metadata><name>${escapeXml(o.name)}</name></metadata>`,
  ];
  (o.stops ?? []).forEach((s, i) => {
    out.push(
      `  <wpt lat="${deg(s.lat)}" lon="${deg(s.lng)}"><time>${iso(track.dayStartMs + s.start * 1000)}</time><name>停车${i + 1}</name><desc>停留${durationText(s.end - s.start)}</desc></wpt>`,
    );
  });
  out.push(`  <trk><name>${escapeXml(o.name)}</name><trkseg>`);
  for (let i = 0; i < track.time.length; i++) {
    const ms = track.dayStartMs + (track.time[i] as number) * 1000;
    const speed = ((track.speed[i] as number) / 36).toFixed(2);
    out.push(
      `    <trkpt lat="${deg(track.lat[i] as number)}" lon="${deg(track.lng[i] as number)}"><time>${iso(ms)}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:speed>${speed}</gpxtpx:speed><gpxtpx:course>${track.direction[i]}</gpxtpx:course></gpxtpx:TrackPointExtension></extensions></trkpt>`,
    );
  }
  out.push('  </trkseg></trk>', '</gpx>', '');
  return out.join('\n');
}
