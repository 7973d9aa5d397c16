import { linkedOrderId, withoutLinkedOrder } from "./linked-order";

describe("an order opened by a link", () => {
  it("is named by the order parameter, and dropped once closed", () => {
    const params = new URLSearchParams("tab=orders&order=abc&page=2");
    expect(linkedOrderId(params)).toBe("abc");
    expect(linkedOrderId(new URLSearchParams("order=%20"))).toBeNull();
    expect(withoutLinkedOrder(params).toString()).toBe("tab=orders&page=2");
  });
});
