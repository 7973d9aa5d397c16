import { ledgerBalance } from "./ledger-balance";
import { deliveredOrderPostings } from "./ledger-postings";

/** The balance of a period's entries, summed by account and kind as ledger-sql.ts ledgerTotals does. */
function balanceOf(postings: ReturnType<typeof deliveredOrderPostings>) {
  const totals = new Map<string, number>();
  for (const posting of postings) {
    const key = `${posting.account}|${posting.kind}`;
    totals.set(key, (totals.get(key) ?? 0) + posting.amountPaise);
  }
  const rows = [...totals].map(([key, paise]) => {
    const [account, kind] = key.split("|") as [string, string];
    return { account, kind, paise: String(paise) };
  });
  return ledgerBalance(rows, []);
}

const money = {
  itemsPaise: 20000,
  deliveryFeePaise: 0,
  discountPaise: 0,
  discountBorneBy: "SERVICE" as const,
  taxPaise: 0,
  tipPaise: 0,
  totalPaise: 20000,
  collectedPaise: null,
  commissionPercent: 15,
  gstRegistered: false,
  riderFee: null,
};

it("balances a pickup paid at the counter: the counter's cash the restaurant owes is the service's adjustment", () => {
  const balance = balanceOf(deliveredOrderPostings({ ...money, collectedBy: "COUNTER" }));
  expect(balance.collectedPaise).toBe(20000);
  expect(balance.serviceAdjustmentsPaise).toBe(20000);
  expect(balance.restaurantSharesPaise).toBe(20000 - 3000 - 20000);
  expect(balance.sharesPaise).toBe(20000);
  expect(balance.balanced).toBe(true);
});

it("balances a delivery with a rider's fee and a tip", () => {
  const delivery = { ...money, deliveryFeePaise: 3000, tipPaise: 1000, totalPaise: 24000, riderFee: { paise: 3000, distanceKm: 2.1 } };
  const balance = balanceOf(deliveredOrderPostings({ ...delivery, collectedBy: "DELIVERY" }));
  expect(balance.collectedPaise).toBe(24000);
  expect(balance.balanced).toBe(true);
});
