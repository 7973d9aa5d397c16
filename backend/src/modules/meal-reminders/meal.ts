/** The meals a customer may be reminded of, each at its time of day in India. */
export const MEALS = ["breakfast", "lunch", "dinner"] as const;
export type Meal = (typeof MEALS)[number];

/** When each reminder goes, as a cron in Asia/Kolkata: 8:00, 12:30 and 19:30. */
export const MEAL_CRONS: Record<Meal, string> = {
  breakfast: "0 8 * * *",
  lunch: "30 12 * * *",
  dinner: "30 19 * * *",
};

export const isMeal = (value: unknown): value is Meal => typeof value === "string" && (MEALS as readonly string[]).includes(value);

/** The calendar day in India (YYYY-MM-DD) of a moment: one reminder per meal, person and this day. */
export const indiaDay = (at: Date): string => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
