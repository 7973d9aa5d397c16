import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import type { MenuItemChangeListener } from "../menu/menu.service";
import type { OrderEffectListener } from "../orders/order-effects";
import { OrderLine } from "../orders/order-line.entity";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { WebhookEventRecord } from "./webhook-event-record.entity";
import type { WebhookEvent } from "./webhook-event";
import { eventBody, menuItemData, orderData } from "./webhook-payloads";
import type { WebhookQueue } from "./webhook-queue";
import { eventIdOf, newEventId } from "./webhook-secret";

export interface WebhookDispatcherDeps {
  dataSource: DataSource;
  queue: WebhookQueue;
}

/**
 * Turns order and menu changes, after they committed, into one event and one delivery per
 * webhook that wants it (its events, its restaurants), each with its first attempt queued. Runs
 * off the request: a failure here is logged by the hook that called it, never seen by the customer.
 */
export class WebhookDispatcher {
  constructor(private readonly deps: WebhookDispatcherDeps) {}

  /** An order effect (order-effects.ts): run again after a fault, it finds its event made and makes no second one. */
  readonly orderEvents: OrderEffectListener = async (event) => {
    const type: WebhookEvent = event.type === "ORDER_PLACED" ? "ORDER_PLACED" : "ORDER_STATUS_CHANGED";
    const webhookIds = await this.subscribers(type, event.order.restaurantId);
    if (webhookIds.length === 0) return;
    const lines = await this.deps.dataSource
      .getRepository(OrderLine)
      .find({ where: { orderId: event.order.id }, order: { position: "ASC" } });
    const previous = event.type === "ORDER_STATUS_CHANGED" ? event.fromStatus : null;
    await this.dispatch(type, eventBody(type, event.at, orderData(event.order, lines, previous)), webhookIds, eventIdOf(event.effectId));
  };

  readonly menuItemChanges: MenuItemChangeListener = async ({ item, change }) => {
    const webhookIds = await this.subscribers("MENU_ITEM_CHANGED", item.restaurantId);
    if (webhookIds.length === 0) return;
    const rows: Array<{ name: string }> = await this.deps.dataSource.query(`SELECT name FROM restaurants WHERE id = $1`, [
      item.restaurantId,
    ]);
    const at = change === "DELETED" ? new Date() : item.updatedAt;
    await this.dispatch(
      "MENU_ITEM_CHANGED",
      eventBody("MENU_ITEM_CHANGED", at, menuItemData(item, rows[0]?.name ?? null, change)),
      webhookIds,
    );
  };

  /** The active webhooks that want this event of this restaurant (null: a deleted restaurant, only "every restaurant" webhooks). */
  private async subscribers(type: WebhookEvent, restaurantId: string | null): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.deps.dataSource.query(
      `SELECT id FROM webhooks
        WHERE active AND $1 = ANY(events) AND (cardinality(restaurant_ids) = 0 OR $2::uuid = ANY(restaurant_ids))`,
      [type, restaurantId],
    );
    return rows.map((row) => row.id);
  }

  /** The event, its deliveries and their first attempts, in one transaction; nothing when the event is there already. */
  private async dispatch(type: WebhookEvent, body: string, webhookIds: readonly string[], eventId = newEventId()): Promise<void> {
    await this.deps.dataSource.transaction(async (tx) => {
      const made = await tx
        .createQueryBuilder()
        .insert()
        .into(WebhookEventRecord)
        .values({ id: eventId, type, body })
        .orIgnore()
        .returning("id")
        .execute();
      if ((made.raw as unknown[]).length === 0) return;
      const now = new Date();
      for (const webhookId of webhookIds) {
        const deliveryId = randomUUID();
        const jobId = await this.deps.queue.schedule(tx, { deliveryId, redelivery: false }, now);
        await tx.insert(WebhookDelivery, {
          id: deliveryId,
          webhookId,
          eventId,
          eventType: type,
          status: "PENDING",
          jobId,
          nextAttemptAt: now,
          firstAttemptedAt: null,
        });
      }
    });
  }
}
