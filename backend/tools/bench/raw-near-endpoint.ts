import { createServer, type Server } from "node:http";
import express from "express";
import { Pool } from "pg";
import { distanceKm } from "@ruchi/backend/dist/modules/geo/distance";
import { nearbyRestaurantsSql } from "@ruchi/backend/dist/modules/restaurants/restaurants-near-sql";
import { isOpenNow, todaysHours } from "@ruchi/backend/dist/modules/restaurants/opening-hours";

/**
 * The yardstick of docs/architecture.md#budgets: a minimal hand-written express + pg endpoint answering the same
 * JSON as the near-me GraphQL query (same SQL, same fields), with no session, no GraphQL.
 */
export async function startRawNearEndpoint(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const app = express();
  app.get("/raw/near", async (req, res) => {
    const point = { latitude: Number(req.query.lat), longitude: Number(req.query.lng) };
    const sql = nearbyRestaurantsSql(
      `r.id, r.name, r.image, r.address, r.category, r.opening_hours, r.price_for_two_paise, r.delivery_time_minutes,
       r.rating, r.is_open, r.closed_until, r.latitude, r.longitude`,
      { ...point, categories: [], sort: "price-lowtohigh", limit: 20, offset: 0 },
    );
    const { rows } = await pool.query(sql.text, sql.values);
    res.json({
      data: {
        restaurantsNear: {
          total: rows.length > 0 ? Number(rows[0].totalCount) : 0,
          items: rows.map((r) => ({
            id: r.id,
            name: r.name,
            image: r.image,
            address: r.address,
            category: r.category === "non-veg" ? "nonVeg" : r.category,
            openingTime: todaysHours(r.opening_hours).opens,
            closingTime: todaysHours(r.opening_hours).closes,
            priceForTwo: r.price_for_two_paise / 100,
            deliveryTime: r.delivery_time_minutes,
            rating: Number(r.rating),
            isOpenNow: isOpenNow({
              isOpen: r.is_open,
              closedUntil: r.closed_until,
              openingHours: r.opening_hours,
            }),
            distanceKm: Math.round(distanceKm(point, r) * 100) / 100,
          })),
        },
      },
    });
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
