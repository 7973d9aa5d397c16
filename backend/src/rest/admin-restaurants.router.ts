import { Router, type RequestHandler } from "express";
import { requireRole } from "../common/access";
import type { ContextFactory } from "../http/request-context-factory";
import { parseInput } from "../common/validation";
import { MenuItemInput, MenuItemUpdateInput } from "../modules/menu/menu.inputs";
import { MENU_MESSAGES } from "../modules/menu/menu.service";
import { MAX_PAGE_SIZE } from "../common/paging";
import { AdminRestaurantsArgs, RestaurantInput, RestaurantUpdateInput } from "../modules/restaurants/restaurant.inputs";
import { RESTAURANT_MESSAGES } from "../modules/restaurants/restaurant.service";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import {
  defined,
  legacyMenuItem,
  legacyRestaurant,
  menuItemFromLegacyBody,
  pathParam,
  queryNumber,
  queryText,
  restaurantFromLegacyBody,
} from "./legacy-catalogue";

/**
 * /api/admin/restaurants: restaurants and their menus (docs/rest-contract.md). The services check the
 * ADMIN role, as they do for the GraphQL mutations, except on GET /get, which anyone may read
 * (with the shop's view of each restaurant). The upload-image paths live in another router.
 */
export function adminRestaurantsRouter({ restaurants, menu }: Services, requestContext: ContextFactory): Router {
  const router = Router();
  // The services check the role too; checking first here answers 401/403 before a body is judged.
  const admin: RequestHandler = (req, res, next) => {
    requireRole(requestContext(req, res), "ADMIN");
    next();
  };

  // Not admin-only: old shop pages load their menu page's restaurant from this list.
  router.get("/get", async (req, res) => {
    const args = await parseInput(
      AdminRestaurantsArgs,
      defined({
        search: queryText(req.query.search),
        limit: queryNumber(req.query.limit) ?? MAX_PAGE_SIZE,
        offset: queryNumber(req.query.offset),
      }),
    );
    const list = await restaurants.directory(requestContext(req, res), args);
    sendOk(res, { data: list.items.map((restaurant) => legacyRestaurant(restaurant, list.view)) });
  });

  router.post("/add", admin, async (req, res) => {
    const ctx = requestContext(req, res);
    const input = await parseInput(RestaurantInput, restaurantFromLegacyBody(req.body));
    const restaurant = await restaurants.create(ctx, input);
    sendOk(res, { message: RESTAURANT_MESSAGES.added, data: legacyRestaurant(restaurant, "staff") }, 201);
  });

  router.put("/edit/:id", admin, async (req, res) => {
    const ctx = requestContext(req, res);
    const input = await parseInput(RestaurantUpdateInput, restaurantFromLegacyBody(req.body));
    const restaurant = await restaurants.update(ctx, pathParam(req.params.id), input);
    sendOk(res, { message: RESTAURANT_MESSAGES.updated, data: legacyRestaurant(restaurant, "staff") });
  });

  router.delete("/delete/:id", admin, async (req, res) => {
    const result = await restaurants.remove(requestContext(req, res), pathParam(req.params.id));
    sendOk(res, { message: result.message });
  });

  router.post("/:id/add", admin, async (req, res) => {
    const ctx = requestContext(req, res);
    const input = await parseInput(MenuItemInput, menuItemFromLegacyBody(req.body));
    const item = await menu.create(ctx, pathParam(req.params.id), input);
    sendOk(res, { message: MENU_MESSAGES.added, data: legacyMenuItem(item) }, 201);
  });

  router.get("/:id/get", admin, async (req, res) => {
    const items = await menu.adminMenu(requestContext(req, res), pathParam(req.params.id));
    sendOk(res, { data: items.map((item) => legacyMenuItem(item)) });
  });

  router.put("/:id/edit/:menuId", admin, async (req, res) => {
    const ctx = requestContext(req, res);
    const input = await parseInput(MenuItemUpdateInput, menuItemFromLegacyBody(req.body));
    const item = await menu.update(ctx, pathParam(req.params.id), pathParam(req.params.menuId), input);
    sendOk(res, { message: MENU_MESSAGES.updated, data: legacyMenuItem(item) });
  });

  router.delete("/:id/delete/:menuId", admin, async (req, res) => {
    const result = await menu.remove(requestContext(req, res), pathParam(req.params.id), pathParam(req.params.menuId));
    sendOk(res, { message: result.message });
  });

  return router;
}
