import DataLoader from "dataloader";
import { In, type DataSource, type EntityTarget, type ObjectLiteral } from "typeorm";
import { MenuItem } from "../modules/menu/menu-item.entity";
import { OrderLine } from "../modules/orders/order-line.entity";
import { OrderStatusChange } from "../modules/orders/order-status-change.entity";
import { RestaurantMember } from "../modules/restaurants/restaurant-member.entity";
import { Restaurant } from "../modules/restaurants/restaurant.entity";
import { DeliveryPosition } from "../modules/riders/delivery-position.entity";
import { riderRowsSql, type RiderRow } from "../modules/riders/rider-sql";
import { User } from "../modules/users/user.entity";
import { runSql } from "./sql-query";

/** One statement per batch (`load`), its rows answered in the order of the keys; null for a key without a row. */
function keyedBy<T>(load: (keys: string[]) => Promise<T[]>, keyOf: (row: T) => string) {
  return new DataLoader<string, T | null>(async (keys) => {
    const byKey = new Map((await load([...keys])).map((row) => [keyOf(row), row]));
    return keys.map((key) => byKey.get(key) ?? null);
  });
}

/** One SELECT ... WHERE id IN (...) per batch, answers in the order of the keys. */
function byId<T extends ObjectLiteral & { id: string }>(dataSource: DataSource, entity: EntityTarget<T>) {
  return keyedBy((ids) => dataSource.getRepository(entity).findBy({ id: In(ids) } as never), (row: T) => row.id);
}

/** One SELECT ... WHERE <column> IN (...) per batch, grouped by that column. */
export function groupedBy<T extends ObjectLiteral>(dataSource: DataSource, entity: EntityTarget<T>, column: keyof T & string, order?: Record<string, "ASC" | "DESC">) {
  return new DataLoader<string, T[]>(async (keys) => {
    const rows = await dataSource.getRepository(entity).find({ where: { [column]: In([...keys]) } as never, order: order as never });
    const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
    for (const row of rows) groups.get(row[column] as string)?.push(row);
    return keys.map((key) => groups.get(key)!);
  });
}

/**
 * Request-scoped DataLoaders: every relation a list can ask for is fetched in one statement per
 * request, never one per item. Add a loader here when a type gains such a relation.
 */
export function createLoaders(dataSource: DataSource) {
  return {
    restaurantById: byId(dataSource, Restaurant),
    menuItemById: byId(dataSource, MenuItem),
    /** A restaurant's whole menu, by name; the menu page filters and sorts it (menu/menu-order.ts). */
    menuItemsByRestaurant: groupedBy(dataSource, MenuItem, "restaurantId", { name: "ASC", id: "ASC" }),
    userById: byId(dataSource, User),
    orderLinesByOrderId: groupedBy(dataSource, OrderLine, "orderId", { position: "ASC" }),
    orderStatusChangesByOrderId: groupedBy(dataSource, OrderStatusChange, "orderId", { createdAt: "ASC" }),
    /**
     * A person's restaurant memberships (modules/restaurants/kitchen-access.ts). Request-scoped like
     * every loader, so each request reads them from the database again: a removal holds at once.
     */
    membershipsByUserId: groupedBy(dataSource, RestaurantMember, "userId"),
    /** Riders with their shift, cash in hand and open deliveries (Order.rider), one statement per batch. */
    riderRowById: keyedBy((ids) => runSql<RiderRow>(dataSource, riderRowsSql({ ids })), (row) => row.id),
    /** The rider's last position per order out for delivery (Order.riderPosition). */
    deliveryPositionByOrderId: keyedBy((orderIds) => dataSource.getRepository(DeliveryPosition).findBy({ orderId: In(orderIds) }), (row) => row.orderId),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
