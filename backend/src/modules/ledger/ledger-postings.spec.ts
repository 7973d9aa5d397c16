import { deliveredOrderPostings, postingsSum, type DeliveredOrderMoney } from "./ledger-postings";

const order = (money: Partial<DeliveredOrderMoney>): DeliveredOrderMoney => ({
  itemsPaise: 66000,
  deliveryFeePaise: 3000,
  discountPaise: 0,
  discountBorneBy: "SERVICE",
  taxPaise: 0,
  tipPaise: 0,
  totalPaise: 69000,
  collectedPaise: null,
  collectedBy: "DELIVERY",
  commissionPercent: 15,
  gstRegistered: false,
  riderFee: null,
  ...money,
});

const amount = (postings: ReturnType<typeof deliveredOrderPostings>, account: string, kind: string) =>
  postings.find((posting) => posting.account === account && posting.kind === kind)?.amountPaise ?? 0;

describe("a delivered order's entries", () => {
  it("books the rider's fee on the rider, paid by the service, with its distance (kept at zero)", () => {
    const postings = deliveredOrderPostings(order({ tipPaise: 2000, totalPaise: 71000, riderFee: { paise: 3800, distanceKm: 4.2 } }));
    expect(postings).toContainEqual({ account: "RIDER", kind: "DELIVERY_FEE", amountPaise: 3800, distanceKm: 4.2 });
    expect(amount(postings, "SERVICE", "RIDER_FEE")).toBe(-3800);
    expect(amount(postings, "RIDER", "TIP")).toBe(2000);
    expect(postingsSum(postings)).toBe(0);
    const free = deliveredOrderPostings(order({ riderFee: { paise: 0, distanceKm: 1.5 } }));
    expect(free).toContainEqual({ account: "RIDER", kind: "DELIVERY_FEE", amountPaise: 0, distanceKm: 1.5 });
    expect(free.some((posting) => posting.kind === "RIDER_FEE")).toBe(false);
    expect(postingsSum(free)).toBe(0);
  });

  it("splits the README's worked order: ₹695.90 collected = ₹543.18 + ₹99 + ₹30 + ₹20 + ₹53.72 − ₹50", () => {
    // ₹660 of food, ₹30 delivery, FIRST50 (every restaurant: the service bears it), GST on
    // (CGST+SGST 2.5% on ₹610, 9% on ₹30 = ₹35.90), a ₹20 tip; 15% commission with 18% GST.
    const postings = deliveredOrderPostings(
      order({ discountPaise: 5000, taxPaise: 3590, tipPaise: 2000, totalPaise: 69590, gstRegistered: true }),
    );
    expect(postings).toEqual([
      { account: "CUSTOMER", kind: "COLLECTED", amountPaise: -69590 },
      { account: "RESTAURANT", kind: "FOOD", amountPaise: 66000 },
      { account: "RESTAURANT", kind: "COMMISSION", amountPaise: -9900 },
      { account: "RESTAURANT", kind: "COMMISSION_TAX", amountPaise: -1782 },
      { account: "SERVICE", kind: "COMMISSION", amountPaise: 9900 },
      { account: "SERVICE", kind: "DELIVERY_FEE", amountPaise: 3000 },
      { account: "SERVICE", kind: "SERVICE_DISCOUNT", amountPaise: -5000 },
      { account: "GST", kind: "TAX", amountPaise: 3590 },
      { account: "GST", kind: "COMMISSION_TAX", amountPaise: 1782 },
      { account: "RIDER", kind: "TIP", amountPaise: 2000 },
    ]);
    expect(postingsSum(postings)).toBe(0);
  });

  it("takes a restaurant's own coupon from its share, and charges commission on what it sold after it", () => {
    const postings = deliveredOrderPostings(order({ discountPaise: 6000, discountBorneBy: "RESTAURANT", totalPaise: 63000 }));
    expect(amount(postings, "RESTAURANT", "RESTAURANT_DISCOUNT")).toBe(-6000);
    expect(amount(postings, "SERVICE", "SERVICE_DISCOUNT")).toBe(0);
    // 15% of ₹600.
    expect(amount(postings, "SERVICE", "COMMISSION")).toBe(9000);
    expect(amount(postings, "RESTAURANT", "COMMISSION_TAX")).toBe(0);
    expect(postingsSum(postings)).toBe(0);
  });

  it("rounds the commission half up once: 12.5% of ₹99.99 is ₹12.50 (1249.875 paise)", () => {
    const postings = deliveredOrderPostings(order({ itemsPaise: 9999, totalPaise: 12999, commissionPercent: 12.5 }));
    expect(amount(postings, "SERVICE", "COMMISSION")).toBe(1250);
  });

  it("books less cash at the door as the service's difference, and stays balanced", () => {
    const postings = deliveredOrderPostings(order({ collectedPaise: 68000 }));
    expect(amount(postings, "CUSTOMER", "COLLECTED")).toBe(-68000);
    expect(amount(postings, "SERVICE", "COLLECTION_DIFFERENCE")).toBe(-1000);
    expect(postingsSum(postings)).toBe(0);
  });

  it("leaves a pickup's cash with the restaurant, which then owes it to the service", () => {
    const postings = deliveredOrderPostings(order({ deliveryFeePaise: 0, totalPaise: 66000, collectedBy: "COUNTER" }));
    expect(amount(postings, "RESTAURANT", "COUNTER_CASH")).toBe(-66000);
    expect(amount(postings, "SERVICE", "COUNTER_CASH")).toBe(66000);
    // The restaurant's side: ₹660 sold − ₹99 commission − ₹660 in its till = it owes the service ₹99.
    const restaurant = postings.filter((posting) => posting.account === "RESTAURANT");
    expect(postingsSum(restaurant)).toBe(-9900);
    expect(postingsSum(postings)).toBe(0);
  });

  it("balances to the paisa over a generated month of orders", () => {
    // A deterministic month: 900 orders with every mix of discount, bearer, tax, tip and cash short.
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const totals = { collected: 0, shares: 0 };
    for (let i = 0; i < 900; i++) {
      const itemsPaise = 5000 + next(200_000);
      const deliveryFeePaise = [0, 3000, 4500][next(3)];
      const discountPaise = next(4) === 0 ? Math.min(itemsPaise, 1000 + next(20_000)) : 0;
      const taxPaise = next(2) === 0 ? next(10_000) : 0;
      const tipPaise = next(3) === 0 ? next(20_001) : 0;
      const totalPaise = itemsPaise + deliveryFeePaise - discountPaise + taxPaise + tipPaise;
      const postings = deliveredOrderPostings({
        itemsPaise,
        deliveryFeePaise,
        discountPaise,
        discountBorneBy: next(2) === 0 ? "RESTAURANT" : "SERVICE",
        taxPaise,
        tipPaise,
        totalPaise,
        collectedPaise: next(10) === 0 ? totalPaise - next(5000) : null,
        collectedBy: next(4) === 0 ? "COUNTER" : "DELIVERY",
        commissionPercent: [0, 10, 12.5, 15, 22.75][next(5)],
        gstRegistered: next(2) === 0,
        riderFee: next(4) === 0 ? null : { paise: [0, 3000, 3800, 6200][next(4)], distanceKm: next(2) === 0 ? null : next(90) / 10 },
      });
      expect(postingsSum(postings)).toBe(0);
      for (const posting of postings) {
        if (posting.account === "CUSTOMER") totals.collected -= posting.amountPaise;
        else totals.shares += posting.amountPaise;
        expect(Number.isInteger(posting.amountPaise)).toBe(true);
      }
    }
    expect(totals.shares).toBe(totals.collected);
  });
});
