/** "9:05", "09:05" or Postgres's "09:05:00" -> "09:05": the one format the APIs show and accept. */
export function toHhMm(time: string): string {
  // Every stored time ("09:05:00") is already in shape: no splitting on the menu and near-me paths.
  if (time.length >= 5 && time[2] === ":" && (time.length === 5 || time[5] === ":")) return time.slice(0, 5);
  const [hours = "0", minutes = "0"] = time.split(":");
  return `${hours.padStart(2, "0")}:${minutes.padStart(2, "0")}`;
}

/** "H:MM" or "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]?\d|2[0-3]):[0-5]\d$/;
