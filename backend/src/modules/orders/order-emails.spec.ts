import type { BillLineSnapshot } from "../cart/bill";
import { newOrderStaffEmail, orderPlacedEmail, orderStatusEmail } from "./order-emails";

const order = {
  shortId: "AB12CD",
  restaurantName: "Sri Krishna Tiffins",
  itemsTotalPaise: 12345650,
  deliveryChargePaise: 3000,
  totalPaise: 12348650,
  billLines: null,
  addressLine: "12-3 Gandhi Nagar",
  addressCity: "Bhimavaram",
  addressPincode: "534201",
};
const lines = [{ name: "Masala Dosa", chosenOptions: [], quantity: 2, unitPricePaise: 6172825 }];
const biryani = {
  name: "Chicken Biryani",
  chosenOptions: [
    { id: "o1", name: "Full", groupName: "Portion", extraPricePaise: 12000 },
    { id: "o2", name: "Extra raita", groupName: "Extras", extraPricePaise: 2000 },
  ],
  quantity: 1,
  unitPricePaise: 32000,
};
const ravi = { email: "ravi@example.com", userName: "Ravi", language: "en" as const };
const lakshmi = { email: "lakshmi@example.com", userName: "Lakshmi", language: "te" as const };

describe("order e-mails", () => {
  it("keeps the English confirmation word for word", () => {
    const mail = orderPlacedEmail(ravi, order, lines);
    expect(mail.subject).toBe("Your Ruchi order #AB12CD is placed");
    expect(mail.text).toBe(
      "Hello Ravi,\n\nThank you! Sri Krishna Tiffins has your order #AB12CD.\n\n2 × Masala Dosa  ₹1,23,456.50\n\n" +
        "Items total: ₹1,23,456.50\nDelivery fee: ₹30.00\nTotal amount: ₹1,23,486.50\n\n" +
        "Delivery to: 12-3 Gandhi Nagar, Bhimavaram 534201\nPay ₹1,23,486.50 in cash on delivery.\n",
    );
    expect(mail.html).toMatch(/^<div lang="en" /);
  });

  it("writes the confirmation in Telugu, with the names as given and rupees as ₹1,23,456.50", () => {
    const mail = orderPlacedEmail(lakshmi, order, lines);
    expect(mail.subject).toBe("మీ Ruchi ఆర్డర్ #AB12CD ప్లేస్ అయింది");
    expect(mail.text).toContain("నమస్కారం Lakshmi గారు,");
    expect(mail.text).toContain("ధన్యవాదాలు! మీ ఆర్డర్ #AB12CD Sri Krishna Tiffins కి చేరింది.");
    expect(mail.text).toContain("2 × Masala Dosa  ₹1,23,456.50");
    const withChoices = orderPlacedEmail(lakshmi, order, [biryani]);
    expect(withChoices.text).toContain("1 × Chicken Biryani (Full, Extra raita)  ₹320.00");
    expect(withChoices.html).toContain("1 × Chicken Biryani (Full, Extra raita)</td>");
    expect(mail.text).toContain("డెలివరీ సమయంలో ₹1,23,486.50 నగదుగా చెల్లించండి.");
    expect(mail.html).toMatch(/^<div lang="te" /);
    expect(mail.html).toContain("<b>#AB12CD</b>");
  });

  it("shows the bill as placed, line by line, in the customer's language", () => {
    const billed = {
      ...order,
      itemsTotalPaise: 20000,
      deliveryChargePaise: 4000,
      totalPaise: 24700,
      billLines: <BillLineSnapshot[]>[
        { kind: "ITEMS", labelKey: "items", params: {}, amountPaise: 20000 },
        { kind: "DELIVERY_FEE", labelKey: "deliveryFeeAt", params: { km: "4.2" }, amountPaise: 4000 },
        { kind: "DISCOUNT", labelKey: "discount", params: { code: "FIRST50" }, amountPaise: -5000 },
        { kind: "TAX", labelKey: "cgstFood", params: { percent: "2.5" }, amountPaise: 375 },
        { kind: "TAX", labelKey: "sgstFood", params: { percent: "2.5" }, amountPaise: 375 },
        { kind: "TIP", labelKey: "tip", params: {}, amountPaise: 4950 },
      ],
    };
    expect(orderPlacedEmail(ravi, billed, lines).text).toContain(
      "Items total: ₹200.00\nDelivery fee (4.2 km): ₹40.00\nOffer FIRST50: −₹50.00\nCGST 2.5% on food: ₹3.75\n" +
        "SGST 2.5% on food: ₹3.75\nTip for your rider: ₹49.50\nTotal amount: ₹247.00\n",
    );
    const telugu = orderPlacedEmail(lakshmi, billed, lines);
    expect(telugu.text).toContain("డెలివరీ ఛార్జ్ (4.2 కి.మీ.): ₹40.00");
    expect(telugu.text).toContain("మీ రైడర్‌కు టిప్: ₹49.50");
    expect(telugu.html).toContain("ఆహారంపై CGST 2.5%: ₹3.75");
  });

  it("writes each staff member's new-order mail in their own language", () => {
    expect(newOrderStaffEmail(ravi, order, lines, "https://r/admin/orders").subject).toBe(
      "New order #AB12CD for Sri Krishna Tiffins: ₹1,23,486.50",
    );
    const telugu = newOrderStaffEmail(lakshmi, order, lines, "https://r/admin/orders");
    expect(telugu.subject).toBe("Sri Krishna Tiffins కి కొత్త ఆర్డర్ #AB12CD: ₹1,23,486.50");
    expect(telugu.text).toContain("ఆర్డర్లు చూడండి: https://r/admin/orders");
  });

  it("names the new status and the reason in the customer's language", () => {
    const english = orderStatusEmail(ravi, order, "rejected", "Kitchen closed");
    expect(english.subject).toBe("Your Ruchi order #AB12CD: Rejected");
    expect(english.text).toBe(
      "Hello Ravi,\n\nYour order #AB12CD from Sri Krishna Tiffins was rejected\nReason: Kitchen closed\nOrder total: ₹1,23,486.50\n",
    );
    const telugu = orderStatusEmail(lakshmi, order, "out_for_delivery", null);
    expect(telugu.subject).toBe("మీ Ruchi ఆర్డర్ #AB12CD: దారిలో ఉంది");
    expect(telugu.text).toContain("Sri Krishna Tiffins నుండి మీ ఆర్డర్ #AB12CD దారిలో ఉంది");
  });
});
