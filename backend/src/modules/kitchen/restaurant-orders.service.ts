import { isUUID } from "class-validator";
import { In, type DataSource, type Repository } from "typeorm";
import { pageWindow, type Page } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import { requireKitchenAccess } from "../restaurants/kitchen-access";
import type { OrderStatus } from "../orders/order-status";
import { Order } from "../orders/order.entity";

/** The kitchen board shows every open order of its restaurant on one page: more than other lists allow. */
export const RESTAURANT_ORDERS_MAX_PAGE_SIZE = 100;

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
 * One restaurant's orders, newest first, for those who act for it: its staff (the kitchen board),
 * admins (every restaurant) and API keys with ORDERS_READ for their own restaurants. The Order
 * type keeps the customer's contact to the customer and superadmins, so none of them sees an
 * e-mail, phone or address here.
 */
export class RestaurantOrdersService {
  private readonly orders: Repository<Order>;

  constructor(deps: RestaurantOrdersDeps) {
    this.orders = deps.dataSource.getRepository(Order);
  }

  async restaurantOrders(ctx: RequestContext, query: RestaurantOrdersQuery): Promise<Page<Order>> {
    const restaurantId = isUUID(query.restaurantId) ? query.restaurantId : null;
    await requireKitchenAccess(ctx, restaurantId, "ORDERS_READ");
    const { limit, offset } = pageWindow(query.limit, query.offset, RESTAURANT_ORDERS_MAX_PAGE_SIZE);
    if (restaurantId === null) return { items: [], total: 0, limit, offset };
    const statuses = query.statuses ?? [];
    const [items, total] = await this.orders.findAndCount({
      where: { restaurantId, ...(statuses.length > 0 ? { status: In(statuses) } : {}) },
      order: { createdAt: "DESC", id: "DESC" },
      take: limit,
      skip: offset,
    });
    return { items, total, limit, offset };
  }
}
