import { account } from "../../i18n/en/account";
import { ORDER_STATUSES, orderStatusLabelKey, orderStatusTone } from "./order-status";

describe("orderStatusTone", () => {
  it("shows confirmed green, and rejected and a failed delivery red", () => {
    expect(orderStatusTone("CONFIRMED")).toBe("success");
    expect(orderStatusTone("REJECTED")).toBe("error");
    expect(orderStatusTone("DELIVERY_FAILED")).toBe("error");
  });

  it("keeps every other status in the default colour", () => {
    for (const status of ["PENDING", "PREPARING", "READY_FOR_PICKUP", "OUT_FOR_DELIVERY", "DELIVERED", "CANCELLED"] as const) {
      expect(orderStatusTone(status)).toBe("default");
    }
    expect(orderStatusTone("SOMETHING_NEW")).toBe("default");
  });
});

describe("order status labels", () => {
  it("has a human label for every status and no others", () => {
    expect(Object.keys(account.orderStatusLabel).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(account.orderStatusLabel.PENDING).toBe("Pending");
    expect(account.orderStatusLabel.OUT_FOR_DELIVERY).toBe("Out for Delivery");
    expect(account.orderStatusLabel.READY_FOR_PICKUP).toBe("Ready for pickup");
    expect(account.orderStatusLabel.DELIVERY_FAILED).toBe("Delivery failed");
  });

  it("points at the catalogue entry", () => {
    expect(orderStatusLabelKey("REJECTED")).toBe("account.orderStatusLabel.REJECTED");
  });
});
