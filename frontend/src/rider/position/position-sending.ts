/**
 * When the rider's page sends the phone's position (shareRiderPosition): at most every 15 s, or
 * sooner once the rider has moved 50 m or more from the last position sent. A pure rule, so the
 * page's watcher only asks it and the tests need no browser.
 */

/** The longest the customer's map waits for a fresh position while the rider keeps moving. */
export const SEND_INTERVAL_MS = 15_000;

/** A move this long is sent at once, whatever the time since the last one. */
export const SEND_DISTANCE_M = 50;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A position the server was sent, and when (ms since the epoch). */
export interface SentPosition extends Coordinates {
  sentAt: number;
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The straight-line (great-circle) distance between two points, in metres. */
export function distanceMetres(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A fix the phone gave that can be sent: finite numbers inside the globe's ranges. */
export function isUsablePosition(position: Coordinates): boolean {
  const { latitude, longitude } = position;
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/**
 * Whether the fix `next`, arriving at `now`, is sent: always the first one; then once 15 s have
 * passed since the last one sent, or once the rider is 50 m or more from it.
 */
export function shouldSendPosition(last: SentPosition | null, next: Coordinates, now: number): boolean {
  if (!isUsablePosition(next)) return false;
  if (last === null) return true;
  // A clock that went back (the phone's time was corrected) counts as time passed, not as none.
  const elapsed = now - last.sentAt;
  if (elapsed >= SEND_INTERVAL_MS || elapsed < 0) return true;
  return distanceMetres(last, next) >= SEND_DISTANCE_M;
}

/**
 * How long to wait before a fix held back by the rule is sent anyway (the rider stopped moving,
 * so no newer fix may come): until 15 s after the last one sent, never less than 0.
 */
export function delayUntilNextSend(last: SentPosition, now: number): number {
  return Math.max(0, Math.min(SEND_INTERVAL_MS, last.sentAt + SEND_INTERVAL_MS - now));
}
