import { payoutsCsv, type PayoutCsvRow } from "./payouts-csv";

const HEADERS: Record<keyof PayoutCsvRow, string> = {
  restaurant: "Restaurant",
  weekStart: "Week from",
  weekEnd: "Week to",
  ordersDelivered: "Orders",
  foodValue: "Food sold",
  restaurantDiscounts: "Restaurant's offers",
  commission: "Commission",
  commissionTax: "GST on commission",
  corrections: "Corrections",
  collectedAtCounter: "Cash at the counter",
  payable: "Payable",
  paidOn: "Paid on",
  paidReference: "Reference",
};

describe("the Payouts CSV", () => {
  it("writes one line per statement: names quoted, rupees with two decimals, an unpaid week's payment empty", () => {
    const rows: PayoutCsvRow[] = [
      {
        restaurant: 'Sri "Annapurna", Bhimavaram',
        weekStart: "2026-11-16",
        weekEnd: "2026-11-22",
        ordersDelivered: 12,
        foodValue: 3600,
        restaurantDiscounts: 40,
        commission: 534,
        commissionTax: 96.12,
        corrections: 0,
        collectedAtCounter: 0,
        payable: 2929.88,
        paidOn: "2026-11-24",
        paidReference: "UTR 412345678901",
      },
      {
        restaurant: "=Tiffins",
        weekStart: "2026-11-23",
        weekEnd: "2026-11-29",
        ordersDelivered: 1,
        foodValue: 80,
        restaurantDiscounts: 0,
        commission: 12,
        commissionTax: 0,
        corrections: -2.5,
        collectedAtCounter: 0,
        payable: 65.5,
        paidOn: null,
        paidReference: null,
      },
    ];
    expect(payoutsCsv(rows, HEADERS).split("\r\n")).toEqual([
      '"Restaurant","Week from","Week to","Orders","Food sold","Restaurant\'s offers","Commission","GST on commission","Corrections","Cash at the counter","Payable","Paid on","Reference"',
      '"Sri ""Annapurna"", Bhimavaram","2026-11-16","2026-11-22",12,3600.00,40.00,534.00,96.12,0.00,0.00,2929.88,"2026-11-24","UTR 412345678901"',
      `"'=Tiffins","2026-11-23","2026-11-29",1,80.00,0.00,12.00,0.00,-2.50,0.00,65.50,,`,
      "",
    ]);
  });
});
