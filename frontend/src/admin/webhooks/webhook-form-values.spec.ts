import { emptyWebhookValues, isWebUrl, valuesToInput } from "./webhook-form-values";

describe("the add webhook form", () => {
  it("lets through full web URLs only, leaving https and public addresses to the server", () => {
    expect(isWebUrl(" https://partner.example.com/hook ")).toBe(true);
    expect(isWebUrl("http://127.0.0.1:8080/hook")).toBe(true);
    expect(isWebUrl("partner.example.com/hook")).toBe(false);
    expect(isWebUrl("ftp://partner.example.com/hook")).toBe(false);
    expect(isWebUrl("")).toBe(false);
  });

  it("sends the trimmed URL, the events in the list's order and the restaurants' ids; none means every restaurant", () => {
    const values = {
      url: " https://partner.example.com/hook ",
      events: ["MENU_ITEM_CHANGED" as const, "ORDER_PLACED" as const],
      restaurantIds: [{ value: "r1", label: "Zaika" }],
    };
    expect(valuesToInput(values)).toEqual({
      url: "https://partner.example.com/hook",
      events: ["ORDER_PLACED", "MENU_ITEM_CHANGED"],
      restaurantIds: ["r1"],
    });
    expect(valuesToInput({ ...emptyWebhookValues(), url: "https://a.example", events: ["ORDER_PLACED"] }).restaurantIds).toEqual([]);
  });
});
