/** "9:05", "09:05" or Postgres's "09:05:00" -> "09:05": the one format the APIs show and accept. */
export function toHhMm(time: string): string {
  const [hours = "0", minutes = "0"] = time.split(":");
  return `${hours.padStart(2, "0")}:${minutes.padStart(2, "0")}`;
}

/** "H:MM" or "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]?\d|2[0-3]):[0-5]\d$/;
