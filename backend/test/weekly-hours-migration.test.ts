import type { DataSource } from "typeorm";
import { createDataSource } from "../src/db/data-source";
import { migrations } from "../src/db/migrations";
import { WeeklyOpeningHours1796810000000 } from "../src/db/migrations/1796810000000-weekly-opening-hours";
import { sameHoursEveryDay } from "../src/modules/restaurants/opening-hours";
import { createScratchDatabase } from "./support/scratch-database";

let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let dataSource: DataSource;
beforeAll(async () => {
  database = await createScratchDatabase("ruchi_test_hours");
  dataSource = createDataSource({ url: database.url, poolSize: 2 });
  await dataSource.initialize();
});
afterAll(async () => {
  await dataSource.destroy();
  await database.drop();
});

describe("moving existing restaurants to weekly hours", () => {
  it("gives each its one pair on every day, and the way back keeps Monday's", async () => {
    const runner = dataSource.createQueryRunner();
    try {
      const before = migrations.findIndex((migration) => migration === WeeklyOpeningHours1796810000000);
      for (const Migration of migrations.slice(0, before)) await new Migration().up(runner);
      await runner.query(
        `INSERT INTO restaurants (name, category, opening_time, closing_time, latitude, longitude, delivery_radius_km,
           price_for_two_paise, delivery_time_minutes, address)
         VALUES ('Day Kitchen', 'veg', '09:30', '22:00', 16.54, 81.52, 5, 20000, 30, 'Main Road'),
                ('Night Kitchen', 'both', '18:00', '02:00', 16.54, 81.52, 5, 20000, 30, 'Main Road'),
                ('Always Open', 'both', '00:00', '00:00', 16.54, 81.52, 5, 20000, 30, 'Main Road')`,
      );
      const migration = new WeeklyOpeningHours1796810000000();
      await migration.up(runner);
      const rows = await runner.query(`SELECT name, opening_hours FROM restaurants ORDER BY name`);
      expect(rows).toEqual([
        { name: "Always Open", opening_hours: sameHoursEveryDay("00:00", "00:00") },
        { name: "Day Kitchen", opening_hours: sameHoursEveryDay("09:30", "22:00") },
        { name: "Night Kitchen", opening_hours: sameHoursEveryDay("18:00", "02:00") },
      ]);

      await migration.down(runner);
      const back = await runner.query(`SELECT name, opening_time, closing_time FROM restaurants ORDER BY name`);
      expect(back).toEqual([
        { name: "Always Open", opening_time: "00:00:00", closing_time: "00:00:00" },
        { name: "Day Kitchen", opening_time: "09:30:00", closing_time: "22:00:00" },
        { name: "Night Kitchen", opening_time: "18:00:00", closing_time: "02:00:00" },
      ]);
    } finally {
      await runner.release();
    }
  });
});
