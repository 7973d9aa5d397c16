/** Opening hours are local times in India (DESIGN §3); India has one zone and no DST. */
const IST_OFFSET_MINUTES = 5 * 60 + 30;

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** Minutes since local midnight in Asia/Kolkata. */
export const kolkataMinutes = (now: Date): number =>
  (((now.getUTCHours() * 60 + now.getUTCMinutes() + IST_OFFSET_MINUTES) % 1440) + 1440) % 1440;

/**
 * Open when the admin's switch is on and the local time is within the hours. Hours that end
 * after midnight (18:00–02:00) wrap; equal times mean open around the clock.
 */
export function isOpenNow(
  restaurant: { isOpen: boolean; openingTime: string; closingTime: string },
  now: Date = new Date(),
): boolean {
  if (!restaurant.isOpen) return false;
  const open = minutesOf(restaurant.openingTime);
  const close = minutesOf(restaurant.closingTime);
  if (open === close) return true;
  const current = kolkataMinutes(now);
  return open < close ? current >= open && current < close : current >= open || current < close;
}
