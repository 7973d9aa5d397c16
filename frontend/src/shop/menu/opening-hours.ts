/**
 * Opening hours arrive as "HH:MM" in India's time (24-hour clock); the menu page shows them the
 * way people read them: "07:00" -> "7:00 AM", "22:30" -> "10:30 PM", "00:00" -> "12:00 AM".
 * A value that is not a clock time is shown as it came rather than hidden.
 */
export function formatClockTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 24 || Number(minutes) > 59) return value;
  const period = hours % 24 < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${period}`;
}

/** Equal opening and closing times mean open around the clock (the server's rule). */
export function isOpenAllDay(openingTime: string, closingTime: string): boolean {
  const minutes = (value: string) => {
    const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
    return match ? (Number(match[1]) * 60 + Number(match[2])) % 1440 : null;
  };
  const open = minutes(openingTime);
  return open !== null && open === minutes(closingTime);
}
