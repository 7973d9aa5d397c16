import { registerEnumType } from "type-graphql";

/** The days of the week, Monday first, as the API names them (OpeningPeriod.day). */
export const WEEKDAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WeekdayEnum = Object.fromEntries(WEEKDAYS.map((day) => [day, day])) as { [D in Weekday]: D };
registerEnumType(WeekdayEnum, { name: "Weekday", description: "A day of the week, in India (Asia/Kolkata)" });
