import type { Client } from "pg";
import { sameHoursEveryDay } from "../../src/modules/restaurants/opening-hours";

/** Bhimavaram's centre: the demo town, and where test restaurants stand unless told otherwise. */
export const TOWN = { latitude: 16.5449, longitude: 81.5212 };

let counter = 0;

export interface RestaurantRow {
  id: string;
  name: string;
}

/** Inserts a restaurant straight into the test database; open around the clock by default. */
export async function insertRestaurant(
  db: Client,
  overrides: Partial<{
    name: string;
    category: string;
    isOpen: boolean;
    openingTime: string;
    closingTime: string;
    latitude: number;
    longitude: number;
    deliveryRadiusKm: number;
    priceForTwoPaise: number;
    deliveryTimeMinutes: number;
    rating: number;
    address: string;
  }> = {},
): Promise<RestaurantRow> {
  counter += 1;
  const r = {
    name: `Test Restaurant ${counter}`,
    category: "both",
    isOpen: true,
    openingTime: "00:00",
    closingTime: "00:00",
    latitude: TOWN.latitude,
    longitude: TOWN.longitude,
    deliveryRadiusKm: 8,
    priceForTwoPaise: 40000,
    deliveryTimeMinutes: 30,
    rating: 4.2,
    address: "Main Road, Bhimavaram",
    ...overrides,
  };
  const { rows } = await db.query(
    `INSERT INTO restaurants (name, category, is_open, opening_hours, latitude, longitude,
       delivery_radius_km, price_for_two_paise, delivery_time_minutes, rating, address)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) RETURNING id, name`,
    [
      r.name,
      r.category,
      r.isOpen,
      // The pair is that one period on every day, as updateRestaurant makes it.
      JSON.stringify(sameHoursEveryDay(r.openingTime, r.closingTime)),
      r.latitude,
      r.longitude,
      r.deliveryRadiusKm,
      r.priceForTwoPaise,
      r.deliveryTimeMinutes,
      r.rating,
      r.address,
    ],
  );
  return rows[0];
}

export interface MenuItemRow {
  id: string;
  name: string;
  restaurant_id: string;
}

/** Inserts a menu item; ₹120 offer on a ₹150 original, available, veg, a meal by default. */
export async function insertMenuItem(
  db: Client,
  restaurantId: string,
  overrides: Partial<{
    name: string;
    description: string;
    category: string;
    isVeg: boolean;
    isAvailable: boolean;
    originalPricePaise: number;
    offerPricePaise: number;
    rating: number;
  }> = {},
): Promise<MenuItemRow> {
  counter += 1;
  const m = {
    name: `Test Dish ${counter}`,
    description: "A test dish",
    category: "meal",
    isVeg: true,
    isAvailable: true,
    originalPricePaise: 15000,
    offerPricePaise: 12000,
    rating: 4.1,
    ...overrides,
  };
  const { rows } = await db.query(
    `INSERT INTO menu_items (restaurant_id, name, description, category, is_veg, is_available,
       original_price_paise, offer_price_paise, rating)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id, name, restaurant_id`,
    [restaurantId, m.name, m.description, m.category, m.isVeg, m.isAvailable, m.originalPricePaise, m.offerPricePaise, m.rating],
  );
  return rows[0];
}
