import { AppError } from "../../common/errors";
import { notNullish } from "../../common/not-nullish";
import { overlappingPeriods, sortedPeriods, todaysHours, type OpeningPeriod } from "./opening-hours";
import { MAX_OPENING_PERIODS, MAX_PERIODS_A_DAY } from "./opening-period.types";
import type { Restaurant } from "./restaurant.entity";
import type { RestaurantUpdateInput } from "./restaurant.inputs";
import { TIME_OF_DAY } from "./time-of-day";
import { WEEKDAYS } from "./weekday";

const badHours = (message: string) => new AppError("BAD_USER_INPUT", message, { fields: [{ field: "periods", messages: [message] }] });

/**
 * The week's hours as they are stored, Monday first, or BAD_USER_INPUT naming what is wrong. The
 * input's own rules check each period too; this is the service's check, whoever calls it.
 */
export function validOpeningHours(periods: readonly OpeningPeriod[]): OpeningPeriod[] {
  if (periods.length > MAX_OPENING_PERIODS) throw badHours(`At most ${MAX_OPENING_PERIODS} opening periods a week`);
  for (const period of periods) {
    if (!WEEKDAYS.includes(period.day)) throw badHours("Day must be MONDAY to SUNDAY");
    if (periods.filter((other) => other.day === period.day).length > MAX_PERIODS_A_DAY) {
      throw badHours(`At most ${MAX_PERIODS_A_DAY} opening periods a day`);
    }
    if (!TIME_OF_DAY.test(period.opens) || !TIME_OF_DAY.test(period.closes)) throw badHours("Times must be in HH:MM format");
  }
  const overlap = overlappingPeriods(periods);
  if (overlap) {
    const [a, b] = overlap.map((p) => `${p.day} ${p.opens}–${p.closes}`);
    throw badHours(`Opening periods must not overlap: ${a} and ${b}`);
  }
  return sortedPeriods(periods);
}

/**
 * An update giving only one of openingTime/closingTime: the other is today's (the admin's old
 * form sends one field at a time); refused on a day the restaurant does not open, where there is none.
 */
export function withTodaysOtherTime(input: RestaurantUpdateInput, current: Pick<Restaurant, "openingHours">): RestaurantUpdateInput {
  const today = todaysHours(current.openingHours);
  const openingTime = notNullish(input.openingTime) ? input.openingTime : today.opens;
  const closingTime = notNullish(input.closingTime) ? input.closingTime : today.closes;
  if (!openingTime || !closingTime) {
    const message = "Give both the opening and the closing time: the restaurant does not open today";
    throw new AppError("BAD_USER_INPUT", message, {
      fields: [{ field: notNullish(input.openingTime) ? "closingTime" : "openingTime", messages: [message] }],
    });
  }
  return { ...input, openingTime, closingTime };
}
