/** The banner carousel turns every 15 seconds (docs/architecture.md#constants). */
export const ROTATION_MS = 15_000;

/** The slide after `index`, back to the first after the last. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`, round to the last from the first. */
export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}
