import type { DataSource } from "typeorm";
import { pageWindow } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import { entityFromRow, selectColumns } from "../../db/entity-rows";
import { runSql } from "../../db/sql-query";
import type { LatLng } from "../geo/distance";
import { Restaurant } from "../restaurants/restaurant.entity";
import { MenuItem } from "./menu-item.entity";
import { menuSearchSql } from "./menu-search-sql";
import { categoriesNamedBy, normalizeKeyword } from "./search-keyword";

export interface MenuSearch extends LatLng {
  keyword: string;
  limit?: number | null;
}

export interface MenuSearchServiceDeps {
  dataSource: DataSource;
}

export class MenuSearchService {
  private columns: { menu: string; restaurant: string } | null = null;

  constructor(private readonly deps: MenuSearchServiceDeps) {}

  private select() {
    const { dataSource } = this.deps;
    this.columns ??= {
      menu: selectColumns(dataSource.getRepository(MenuItem), "m", "m_"),
      restaurant: selectColumns(dataSource.getRepository(Restaurant), "r", "r_"),
    };
    return this.columns;
  }

  /**
   * Menu items of the restaurants that deliver to the point, best matches first. One statement:
   * each item's restaurant comes with it and is handed to the request's loader, so asking for
   * item.restaurant (and whether it is open now) costs nothing more.
   */
  async search(ctx: RequestContext, query: MenuSearch): Promise<MenuItem[]> {
    const keyword = normalizeKeyword(query.keyword);
    const { limit } = pageWindow(query.limit, 0);
    const columns = this.select();
    const sql = menuSearchSql(columns.menu, columns.restaurant, {
      latitude: query.latitude,
      longitude: query.longitude,
      keyword,
      categories: categoriesNamedBy(keyword),
      limit,
    });
    const { dataSource } = this.deps;
    const rows = await runSql<Record<string, unknown>>(dataSource, sql);
    const items = dataSource.getRepository(MenuItem);
    const restaurants = dataSource.getRepository(Restaurant);
    return rows.map((row) => {
      const restaurant = entityFromRow(restaurants, row, "r_");
      ctx.loaders.restaurantById.prime(restaurant.id, restaurant);
      return entityFromRow(items, row, "m_");
    });
  }
}
