import { emptyApiKeyValues, scopesNeedRestaurants, valuesToInput } from "./api-key-form-values";

describe("the create API key form", () => {
  it("asks for restaurants for every scope but CATALOGUE_READ", () => {
    expect(scopesNeedRestaurants([])).toBe(false);
    expect(scopesNeedRestaurants(["CATALOGUE_READ"])).toBe(false);
    expect(scopesNeedRestaurants(["CATALOGUE_READ", "ORDERS_READ"])).toBe(true);
    expect(scopesNeedRestaurants(["MENU_WRITE"])).toBe(true);
  });

  it("sends the trimmed name, the scopes in the list's order, the restaurants' ids and the limit", () => {
    const values = {
      name: "  Zaika kiosk ",
      scopes: ["ORDERS_WRITE" as const, "CATALOGUE_READ" as const],
      restaurantIds: [
        { value: "r1", label: "Zaika" },
        { value: "r2", label: "Annapurna" },
      ],
      requestsPerMinute: 120,
    };
    expect(valuesToInput(values)).toEqual({
      name: "Zaika kiosk",
      scopes: ["CATALOGUE_READ", "ORDERS_WRITE"],
      restaurantIds: ["r1", "r2"],
      requestsPerMinute: 120,
    });
  });

  it("starts with no scope and the server's default limit, which a cleared box falls back to", () => {
    expect(emptyApiKeyValues()).toEqual({ name: "", scopes: [], restaurantIds: [], requestsPerMinute: 600 });
    expect(
      valuesToInput({ ...emptyApiKeyValues(), name: "x", scopes: ["CATALOGUE_READ"], requestsPerMinute: null }).requestsPerMinute,
    ).toBe(600);
  });
});
