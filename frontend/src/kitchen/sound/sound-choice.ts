/**
 * Whether the kitchen wants the new-order chime, kept on the device (the tablet on the counter
 * stays set up). Browsers still need one tap after each page load before a page may sound; the
 * board asks for it when the choice is on but the sound is not allowed yet.
 */
const STORAGE_KEY = "ruchi.kitchen.sound";

export function parseSoundChoice(stored: string | null): boolean {
  return stored === "on";
}

export function readSoundChoice(): boolean {
  try {
    return parseSoundChoice(localStorage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
}

export function saveSoundChoice(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
  } catch {
    // Storage blocked: the choice holds until the page is reloaded.
  }
}
