import { nearbyRestaurantsSql } from "./restaurants-near-sql";

describe("the near-me SQL", () => {
  it("pages, filters and sorts with parameters only", () => {
    const query = nearbyRestaurantsSql("r.id", {
      latitude: 16.5,
      longitude: 81.5,
      categories: ["veg", "both"],
      sort: "rating",
      limit: 20,
      offset: 40,
    });
    expect(query.values).toEqual([16.5, 81.5, 20, 40, ["veg", "both"]]);
    expect(query.text).toContain("r.category = ANY($5::varchar[])");
    expect(query.text).toMatch(/r\.rating AS sort_key_0, cube_distance\(.*\) AS sort_key_1,/s);
    expect(query.text).toMatch(/ORDER BY sort_key_0 DESC, sort_key_1 ASC, id LIMIT \$3 OFFSET \$4\) page/);
    expect(query.text).toMatch(/ORDER BY page\.sort_key_0 DESC, page\.sort_key_1 ASC, page\.id$/);
  });

  it("has no category condition without categories", () => {
    const query = nearbyRestaurantsSql("r.id", { latitude: 16.5, longitude: 81.5, categories: [], sort: "distance", limit: 5, offset: 0 });
    expect(query.values).toHaveLength(4);
    expect(query.text).not.toContain("category");
  });
});
