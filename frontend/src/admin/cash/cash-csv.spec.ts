import { csvAmount, csvText } from "../common/csv-file";
import { cashCsv, cashCsvFileName, type CashCsvHeaders, type CashCsvRow } from "./cash-csv";

const HEADERS: CashCsvHeaders = {
  date: "Date",
  riderName: "Rider",
  riderPhone: "Phone",
  deliveries: "Deliveries",
  failedDeliveries: "Failed",
  expectedCash: "Expected",
  tips: "Tips",
  collected: "Collected",
  handedOver: "Handed over",
  difference: "Difference",
  cashInHand: "Cash in hand now",
};

const kiran: CashCsvRow = {
  date: "2025-05-24",
  riderName: "Kiran Kumar (rider)",
  riderPhone: "9876543213",
  deliveries: 3,
  failedDeliveries: 1,
  expectedCash: 570,
  tips: 20,
  collected: 580.5,
  handedOver: 0,
  difference: -570,
  cashInHand: 560.5,
};

describe("the Cash page's CSV", () => {
  it("has a header line and one line per rider, CRLF ends, amounts with two decimals", () => {
    const text = cashCsv([kiran], HEADERS);
    expect(text).toBe(
      '"Date","Rider","Phone","Deliveries","Failed","Expected","Tips","Collected","Handed over","Difference","Cash in hand now"\r\n' +
        '"2025-05-24","Kiran Kumar (rider)","9876543213",3,1,570.00,20.00,580.50,0.00,-570.00,560.50\r\n',
    );
  });

  it("keeps a name with commas, quotes and line breaks one field", () => {
    const line = cashCsv([{ ...kiran, riderName: 'Ravi "Speedy", Jr.\nBhimavaram' }], HEADERS).split("\r\n")[1];
    expect(line).toBe('"2025-05-24","Ravi ""Speedy"", Jr.\nBhimavaram","9876543213",3,1,570.00,20.00,580.50,0.00,-570.00,560.50');
  });

  it("defuses texts a spreadsheet would run as formulas, and leaves a missing phone empty", () => {
    expect(csvText("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvText("-5")).toBe(`"'-5"`);
    expect(csvText("@sum")).toBe(`"'@sum"`);
    const line = cashCsv([{ ...kiran, riderPhone: null }], HEADERS).split("\r\n")[1];
    expect(line).toContain('"Kiran Kumar (rider)",,3,');
  });

  it("writes the tips apart from the cash owed to the office, after it: a day without tips as 0.00", () => {
    const header = cashCsv([], HEADERS).split("\r\n")[0]!.split(",");
    expect(header.indexOf('"Tips"')).toBe(header.indexOf('"Expected"') + 1);
    const line = cashCsv([{ ...kiran, tips: 0, collected: 570 }], HEADERS).split("\r\n")[1];
    expect(line).toBe('"2025-05-24","Kiran Kumar (rider)","9876543213",3,1,570.00,0.00,570.00,0.00,-570.00,560.50');
  });

  it("writes amounts as plain rupees with two decimals, rounded to paise", () => {
    expect(csvAmount(0)).toBe("0.00");
    expect(csvAmount(1234567.5)).toBe("1234567.50");
    expect(csvAmount(1.005)).toBe("1.01");
    expect(csvAmount(0.1 + 0.2)).toBe("0.30");
    expect(csvAmount(-12.5)).toBe("-12.50");
    expect(csvAmount(-0.001)).toBe("0.00");
  });

  it("writes the header line in the reader's language, and only it for a day without riders", () => {
    const telugu = { ...HEADERS, riderName: "రైడర్" };
    expect(cashCsv([], telugu)).toBe(
      '"Date","రైడర్","Phone","Deliveries","Failed","Expected","Tips","Collected","Handed over","Difference","Cash in hand now"\r\n',
    );
  });

  it("names the file after the day", () => {
    expect(cashCsvFileName("2025-05-24")).toBe("ruchi-cash-2025-05-24.csv");
  });
});
