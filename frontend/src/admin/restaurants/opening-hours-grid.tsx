import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { Button, Input } from "antd";
import { useTranslation } from "react-i18next";
import type { OpeningPeriodInput, Weekday } from "../../gql/graphql";
import { WEEKDAYS } from "../../common/weekdays";
import { RESTAURANT_LIMITS as L, sortedPeriods } from "./restaurant-form-values";
import styles from "./opening-hours-grid.module.css";

const NEW_PERIOD = { opens: "11:00", closes: "22:00" } as const;

/** A period that closes at or before it opens runs past midnight (equal: around the clock, the server's rule). */
const endsNextDay = (period: OpeningPeriodInput) => period.closes !== period.opens && period.closes < period.opens;

/**
 * The restaurant sheet's week grid (setOpeningHours): each day's periods, several a day (lunch and
 * dinner), a day without any closed, a period closing before it opens ending the next day. "Same
 * as Monday" copies Monday's periods to every day, the old form's one opening and closing time.
 * An antd form control: `value` and `onChange` are the form's `openingHours`.
 */
export function OpeningHoursGrid({
  value = [],
  onChange,
}: {
  value?: OpeningPeriodInput[];
  onChange?: (periods: OpeningPeriodInput[]) => void;
}) {
  const { t } = useTranslation();
  const { t: f } = useTranslation("translation", { keyPrefix: "adminCatalogue.openingHoursGrid" });
  const periods = sortedPeriods(value);
  const change = (next: OpeningPeriodInput[]) => onChange?.(sortedPeriods(next));
  const dayName = (day: Weekday) => t(`menu.weekday.${day}`);

  const replace = (old: OpeningPeriodInput, next: OpeningPeriodInput) => change(periods.map((period) => (period === old ? next : period)));
  const copyMonday = () => {
    const monday = periods.filter((period) => period.day === "MONDAY");
    change(WEEKDAYS.flatMap((day) => monday.map(({ opens, closes }) => ({ day, opens, closes }))));
  };

  return (
    <div className={styles.grid}>
      {WEEKDAYS.map((day) => {
        const ofDay = periods.filter((period) => period.day === day);
        return (
          <fieldset key={day} className={styles.day}>
            <legend className={styles.dayName}>{dayName(day)}</legend>
            {ofDay.length === 0 && <p className={styles.closed}>{f("closedDay")}</p>}
            {ofDay.map((period, index) => (
              <div key={`${day}-${index}`} className={styles.period}>
                <Input
                  type="time"
                  aria-label={f("periodOpens", { day: dayName(day), number: index + 1 })}
                  value={period.opens}
                  onChange={(event) => replace(period, { ...period, opens: event.target.value })}
                />
                <span aria-hidden="true">–</span>
                <Input
                  type="time"
                  aria-label={f("periodCloses", { day: dayName(day), number: index + 1 })}
                  value={period.closes}
                  onChange={(event) => replace(period, { ...period, closes: event.target.value })}
                />
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={f("removePeriod", { day: dayName(day), number: index + 1 })}
                  onClick={() => change(periods.filter((other) => other !== period))}
                />
                {endsNextDay(period) && <span className={styles.nextDay}>{f("nextDay")}</span>}
              </div>
            ))}
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={ofDay.length >= L.periodsPerDayMax || periods.length >= L.periodsMax}
              aria-label={f("addPeriodTo", { day: dayName(day) })}
              onClick={() => change([...periods, { day, ...(ofDay.length > 0 ? { opens: "18:00", closes: "22:00" } : NEW_PERIOD) }])}
            >
              {f("addPeriod")}
            </Button>
          </fieldset>
        );
      })}
      <Button onClick={copyMonday}>{f("sameAsMonday")}</Button>
    </div>
  );
}
