import { isUUID } from "class-validator";
import type { DataSource } from "typeorm";
import { pageWindow, type Page } from "../../common/paging";
import type { PastOrderLine } from "../cart/past-order";
import { resolveOrderFilter, type OrderListFilter } from "./order-filter";
import { OrderLine } from "./order-line.entity";
import { Order } from "./order.entity";
import type { OrderPageArgs } from "./order.inputs";

/*
 * The orders' lists and the lines Order again reads, as statements (order.service.ts checks who
 * asks first, as with the dashboard's figures in order-dashboard.ts).
 */

const pageOf = (page: Partial<OrderPageArgs>) => pageWindow(page.limit, page.offset);

/** A customer's orders, newest first. */
export async function customerOrderPage(dataSource: DataSource, userId: string, page: Partial<OrderPageArgs>): Promise<Page<Order>> {
  const { limit, offset } = pageOf(page);
  const [items, total] = await dataSource.getRepository(Order).findAndCount({
    where: { userId },
    order: { createdAt: "DESC", id: "DESC" },
    take: limit,
    skip: offset,
  });
  return { items, total, limit, offset };
}

/** Every order, newest first, narrowed by the filter. */
export async function adminOrderPage(dataSource: DataSource, filter: OrderListFilter, page: Partial<OrderPageArgs>): Promise<Page<Order>> {
  const { statuses, createdFrom, createdBefore, idFragment } = resolveOrderFilter(filter);
  const { limit, offset } = pageOf(page);
  const query = dataSource.getRepository(Order).createQueryBuilder("o");
  if (statuses.length > 0) query.andWhere("o.status IN (:...statuses)", { statuses });
  if (createdFrom) query.andWhere("o.createdAt >= :createdFrom", { createdFrom });
  if (createdBefore) query.andWhere("o.createdAt < :createdBefore", { createdBefore });
  // idFragment holds only hex digits and dashes (resolveOrderFilter), so it cannot act as a pattern.
  if (idFragment) query.andWhere("o.id::text LIKE :idPattern", { idPattern: `%${idFragment}%` });
  const [items, total] = await query
    .orderBy("o.createdAt", "DESC")
    .addOrderBy("o.id", "DESC")
    .limit(limit)
    .offset(offset)
    .getManyAndCount();
  return { items, total, limit, offset };
}

/** The lines of one of the customer's own orders, in their order; null when the customer has no order with that id. */
export async function pastOrderLinesOf(dataSource: DataSource, userId: string, orderId: string): Promise<PastOrderLine[] | null> {
  const orders = dataSource.getRepository(Order);
  const order = isUUID(orderId) ? await orders.findOne({ select: { id: true }, where: { id: orderId, userId } }) : null;
  if (!order) return null;
  const lines = await dataSource.getRepository(OrderLine).find({ where: { orderId: order.id }, order: { position: "ASC" } });
  return lines.map((line) => ({
    menuItemId: line.menuItemId,
    name: line.name,
    options: line.chosenOptions.map(({ id, name }) => ({ id, name })),
    quantity: line.quantity,
  }));
}
