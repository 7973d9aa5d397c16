import { renderToStaticMarkup } from "react-dom/server";
import { slotDays } from "./delivery-slots";
import { SlotOptions } from "./slot-options";

/** 10:00 in India on Friday 27 November 2026. */
const NOW = new Date("2026-11-27T04:30:00.000Z");
const label = (day: { day: string; date: string }) => (day.day === "later" ? day.date : day.day);

describe("the slot picker's choices", () => {
  it("offer each day's times in India under the day's name, the API's instant as each value", () => {
    const slots = ["2026-11-27T07:30:00.000Z", "2026-11-28T07:30:00.000Z", "2026-11-28T07:45:00.000Z", "2026-11-29T03:30:00.000Z"];
    const html = renderToStaticMarkup(
      <select>
        <SlotOptions days={slotDays(slots, NOW)} dayLabel={label} placeholder="Choose a time" />
      </select>,
    );
    expect(html).toBe(
      '<select><option value="">Choose a time</option>' +
        '<optgroup label="today"><option value="2026-11-27T07:30:00.000Z">1:00 pm</option></optgroup>' +
        '<optgroup label="tomorrow"><option value="2026-11-28T07:30:00.000Z">1:00 pm</option><option value="2026-11-28T07:45:00.000Z">1:15 pm</option></optgroup>' +
        '<optgroup label="2026-11-29"><option value="2026-11-29T03:30:00.000Z">9:00 am</option></optgroup></select>',
    );
  });

  it("offer only the empty choice when there is no slot", () => {
    expect(renderToStaticMarkup(<SlotOptions days={[]} dayLabel={label} placeholder="Choose a time" />)).toBe(
      '<option value="">Choose a time</option>',
    );
  });
});
