import { isUUID } from "class-validator";
import { In, type DataSource, type Repository } from "typeorm";
import { requireRole } from "../../common/access";
import { pageWindow, type Page } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import { requireKeyRestaurant } from "../api-keys/api-scope-operations";
import type { OrderStatus } from "./order-status";
import { Order } from "./order.entity";

export interface RestaurantOrdersQuery {
  restaurantId: string;
  statuses?: OrderStatus[] | null;
  limit?: number;
  offset?: number;
}

export interface RestaurantOrdersDeps {
  dataSource: DataSource;
}

/**
 * One restaurant's orders, newest first, for those who act for it: admins (every restaurant) and API keys with ORDERS_READ for their own restaurants. The Order type keeps the
 * customer's contact to the customer and superadmins, so neither sees an e-mail or phone here.
 */
export class RestaurantOrdersService {
  private readonly orders: Repository<Order>;

  constructor(deps: RestaurantOrdersDeps) {
    this.orders = deps.dataSource.getRepository(Order);
  }

  async restaurantOrders(ctx: RequestContext, query: RestaurantOrdersQuery): Promise<Page<Order>> {
    if (ctx.apiKey) requireKeyRestaurant(ctx.apiKey, "ORDERS_READ", query.restaurantId);
    else requireRole(ctx, "ADMIN");
    const { limit, offset } = pageWindow(query.limit, query.offset);
    if (!isUUID(query.restaurantId)) return { items: [], total: 0, limit, offset };
    const statuses = query.statuses ?? [];
    const [items, total] = await this.orders.findAndCount({
      where: { restaurantId: query.restaurantId, ...(statuses.length > 0 ? { status: In(statuses) } : {}) },
      order: { createdAt: "DESC", id: "DESC" },
      take: limit,
      skip: offset,
    });
    return { items, total, limit, offset };
  }
}
