import { createDataSource } from "../src/db/data-source";
import { entityFromRow, selectColumns } from "../src/db/entity-rows";
import { Restaurant } from "../src/modules/restaurants/restaurant.entity";
import { TEMPLATE_DATABASE, databaseUrl } from "./support/test-env";

const dataSource = createDataSource({ url: databaseUrl(TEMPLATE_DATABASE), poolSize: 1 });
beforeAll(() => dataSource.initialize());
afterAll(() => dataSource.destroy());

describe("entity rows of the hand-written SQL", () => {
  it("select and map every column the entity reads, and not the ones it never reads (a restaurant's stored location)", () => {
    const repository = dataSource.getRepository(Restaurant);
    const list = selectColumns(repository, "r");
    expect(list).toContain(`r."latitude" AS "latitude"`);
    expect(list).toContain(`r."delivery_radius_km" AS "deliveryRadiusKm"`);
    expect(list).not.toContain("location");
    const restaurant = entityFromRow(repository, { name: "Sri Lakshmi", latitude: 16.5, location: "(1, 2, 3)" });
    expect(restaurant).toBeInstanceOf(Restaurant);
    expect(restaurant).toMatchObject({ name: "Sri Lakshmi", latitude: 16.5 });
    expect(restaurant.location).toBeUndefined();
  });
});
