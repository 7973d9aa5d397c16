import i18next from "i18next";
import { formatDate, formatDateTime, formatOrderNumber, formatRupees, formatTime } from "./formatters";

/** Intl may use a narrow no-break space; compare text as a person reads it. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatRupees", () => {
  it("shows the rupee sign and two decimals", () => {
    expect(formatRupees(30)).toBe("₹30.00");
    expect(formatRupees(249.5)).toBe("₹249.50");
    expect(formatRupees(0)).toBe("₹0.00");
  });

  it("groups digits the Indian way", () => {
    expect(formatRupees(1234.5)).toBe("₹1,234.50");
    expect(formatRupees(123456)).toBe("₹1,23,456.00");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000.00");
    expect(formatRupees(999)).toBe("₹999.00");
    expect(formatRupees(1000)).toBe("₹1,000.00");
    expect(formatRupees(99999.99)).toBe("₹99,999.99");
    expect(formatRupees(-123456.78)).toBe("-₹1,23,456.78");
  });

  it("reads as Intl's en-IN rupee format does, for every grouping length", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
    for (let digits = 1; digits <= 12; digits += 1) {
      const amount = Number("9".repeat(digits)) + 0.05;
      expect(formatRupees(amount)).toBe(intl.format(amount));
      expect(formatRupees(-amount)).toBe(intl.format(-amount));
    }
  });

  it("accepts the API's decimal strings", () => {
    expect(formatRupees("199.00")).toBe("₹199.00");
    expect(formatRupees(" 45.5 ")).toBe("₹45.50");
  });

  it("rounds to whole paise, half away from zero", () => {
    expect(formatRupees(1.005)).toBe("₹1.01");
    expect(formatRupees(2.344)).toBe("₹2.34");
    expect(formatRupees(-1.005)).toBe("-₹1.01");
  });

  it("never shows minus zero", () => {
    expect(formatRupees(-0.001)).toBe("₹0.00");
    expect(formatRupees(-0)).toBe("₹0.00");
  });

  it("shows a dash for values that are not amounts", () => {
    expect(formatRupees("abc")).toBe("–");
    expect(formatRupees("")).toBe("–");
    expect(formatRupees(Number.NaN)).toBe("–");
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe("–");
  });
});

describe("formatDate", () => {
  it("shows the date in India, not in the machine's time zone", () => {
    expect(formatDate("2025-05-24T10:00:00Z")).toBe("24 May 2025");
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(formatDate("2025-05-24T20:00:00Z")).toBe("25 May 2025");
    expect(formatDate(new Date("2025-01-01T00:00:00Z"))).toBe("1 Jan 2025");
  });

  it("shows a dash for an invalid date", () => {
    expect(formatDate("not a date")).toBe("–");
  });
});

describe("formatDateTime", () => {
  it("shows India time on a 12-hour clock", () => {
    expect(plain(formatDateTime("2025-05-24T10:00:00Z"))).toBe("24 May 2025, 3:30 pm");
    expect(plain(formatDateTime("2025-05-24T18:45:00Z"))).toBe("25 May 2025, 12:15 am");
  });

  it("shows a dash for an invalid date", () => {
    expect(formatDateTime("")).toBe("–");
  });
});

describe("formatTime", () => {
  it("shows the clock time in India, without the date", () => {
    expect(plain(formatTime("2025-05-24T14:15:00Z"))).toBe("7:45 pm");
    expect(plain(formatTime(new Date("2025-05-24T18:45:00Z")))).toBe("12:15 am");
  });

  it("shows a dash for an invalid time", () => {
    expect(formatTime("not a time")).toBe("–");
  });
});

describe("formatOrderNumber", () => {
  it("is the last six characters, upper case", () => {
    expect(formatOrderNumber("665f1c2ab93e4d0012ab9f3c")).toBe("AB9F3C");
    expect(formatOrderNumber("a1b2")).toBe("A1B2");
  });
});

describe("dates in Telugu", () => {
  beforeAll(async () => {
    await i18next.init({ lng: "te", resources: {}, supportedLngs: ["en", "te"], fallbackLng: false });
  });

  afterAll(async () => {
    await i18next.changeLanguage("en");
  });

  it("writes the month's Telugu name with Western digits", () => {
    expect(formatDate("2025-01-01T10:00:00Z")).toBe("1 జనవరి, 2025");
    expect(formatDate("2025-05-24T20:00:00Z")).toBe("25 మే, 2025");
    expect(formatDate("2025-12-31T10:00:00Z")).toBe("31 డిసెంబర్, 2025");
  });

  it("says the part of the day in words, before the clock", () => {
    expect(plain(formatDateTime("2025-05-24T10:00:00Z"))).toBe("24 మే, 2025, మధ్యాహ్నం 3:30");
    expect(plain(formatDateTime("2025-05-24T02:00:00Z"))).toBe("24 మే, 2025, ఉదయం 7:30");
    expect(plain(formatTime("2025-05-24T14:15:00Z"))).toBe("సాయంత్రం 7:45");
    expect(plain(formatDateTime("2025-05-24T18:45:00Z"))).toBe("25 మే, 2025, రాత్రి 12:15");
  });

  it("never uses Telugu digits or English words", () => {
    const text = formatDateTime("2025-11-28T13:30:00Z");
    expect(text).not.toMatch(/[౦-౯]/);
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(text).toMatch(/28 నవంబర్, 2025/);
  });

  it("keeps rupees as in English", () => {
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
  });

  it("goes back to English dates when the language does", async () => {
    await i18next.changeLanguage("en");
    expect(formatDate("2025-01-01T10:00:00Z")).toBe("1 Jan 2025");
    await i18next.changeLanguage("te");
    expect(formatDate("2025-01-01T10:00:00Z")).toBe("1 జనవరి, 2025");
  });
});
