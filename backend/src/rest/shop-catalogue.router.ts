import { Router } from "express";
import type { ContextFactory } from "../http/request-context-factory";
import { parseInput } from "../common/validation";
import { MenuFilterInput, SearchMenuItemsArgs } from "../modules/menu/menu.inputs";
import { MAX_PAGE_SIZE } from "../common/paging";
import { NearbyRestaurantsArgs, RestaurantFilterInput } from "../modules/restaurants/restaurant.inputs";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import {
  defined,
  legacyMenuItem,
  legacyRestaurant,
  queryIsVeg,
  queryList,
  queryMenuSort,
  queryNumber,
  queryText,
} from "./legacy-catalogue";

/**
 * /api/shop: the restaurant listing, a menu and search (docs/rest-contract.md) over the same services
 * as the GraphQL queries. Lists are one page of at most 50 (query `limit`, `offset`).
 */
export function shopCatalogueRouter({ restaurants, menu, menuSearch }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.get("/restaurants/get", async (req, res) => {
    const args = await parseInput(
      NearbyRestaurantsArgs,
      defined({
        latitude: queryNumber(req.query.latitude),
        longitude: queryNumber(req.query.longitude),
        sort: queryText(req.query.sortBy) || undefined,
        limit: queryNumber(req.query.limit) ?? MAX_PAGE_SIZE,
        offset: queryNumber(req.query.offset),
      }),
    );
    const filter = await parseInput(RestaurantFilterInput, { categories: queryList(req.query.category) });
    const page = await restaurants.near(requestContext(req, res), { ...args, filter });
    sendOk(res, { data: page.items.map((restaurant) => legacyRestaurant(restaurant, "public")) });
  });

  router.get("/restaurants/:id/get", async (req, res) => {
    const filter = await parseInput(
      MenuFilterInput,
      defined({
        isVeg: queryIsVeg(req.query.isVeg),
        categories: queryList(req.query.category),
      }),
    );
    const items = await menu.listMenu(requestContext(req, res), req.params.id, filter, queryMenuSort(req.query.sortBy));
    sendOk(res, { data: items.map((item) => legacyMenuItem(item)) });
  });

  router.get("/search/:keyword", async (req, res) => {
    const args = await parseInput(
      SearchMenuItemsArgs,
      defined({
        keyword: req.params.keyword,
        latitude: queryNumber(req.query.latitude),
        longitude: queryNumber(req.query.longitude),
        limit: queryNumber(req.query.limit),
      }),
    );
    const ctx = requestContext(req, res);
    const items = await menuSearch.search(ctx, args);
    // Search primed the loader with each item's restaurant: no further statement.
    const owners = await ctx.loaders.restaurantById.loadMany(items.map((item) => item.restaurantId));
    sendOk(res, {
      data: items.map((item, i) => {
        const owner = owners[i];
        return legacyMenuItem(item, owner && !(owner instanceof Error) ? owner : undefined);
      }),
    });
  });

  return router;
}
