/** The days of the week as the API names them (enum Weekday), Monday first as the week grid shows them. */
export const WEEKDAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];
