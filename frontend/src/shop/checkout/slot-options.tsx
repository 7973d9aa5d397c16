import { formatTime } from "../../common/formatters";
import type { SlotDay } from "./delivery-slots";

/**
 * The delivery slots inside the picker's native select: one group per day, labelled by `dayLabel`
 * (Today, Tomorrow, a date), each slot by its time in India ("1:00 pm") with the API's instant as
 * its value, after an empty first choice (`placeholder`).
 */
export function SlotOptions({
  days,
  dayLabel,
  placeholder,
}: {
  days: readonly SlotDay[];
  dayLabel: (day: SlotDay) => string;
  placeholder: string;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {days.map((day) => (
        <optgroup key={day.date} label={dayLabel(day)}>
          {day.slots.map((slot) => (
            <option key={slot} value={slot}>
              {formatTime(slot)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
