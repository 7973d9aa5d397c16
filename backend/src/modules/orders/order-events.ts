import type { Logger } from "../../common/logger";
import type { OrderStatus } from "./order-status";
import type { Order } from "./order.entity";

/** What happened to an order, after its transaction committed. */
export type OrderEvent =
  | { type: "ORDER_PLACED"; order: Order; at: Date }
  | {
      type: "ORDER_STATUS_CHANGED";
      order: Order;
      fromStatus: OrderStatus;
      toStatus: OrderStatus;
      /** Null when an API key made the change (changedByApiKeyName). */
      changedById: string | null;
      changedByApiKeyName: string | null;
      reason: string | null;
      at: Date;
    };

export type OrderEventListener = (event: OrderEvent) => void | Promise<void>;

/**
 * The in-process hook every order change goes through (and, typed by its event, the riders' updates that are no status change). Listeners (live updates over Redis
 * pub/sub, push notifications) plug in here without touching the order rules; a failing
 * listener is logged and never undoes or fails the change.
 */
export class OrderEventHooks<Event extends { order: { id: string }; type?: string } = OrderEvent> {
  private readonly listeners: Array<(event: Event) => void | Promise<void>>;

  constructor(
    private readonly logger: Logger,
    listeners: ReadonlyArray<(event: Event) => void | Promise<void>> = [],
  ) {
    this.listeners = [...listeners];
  }

  /** Adds a listener; the returned function removes it. */
  on(listener: (event: Event) => void | Promise<void>): () => void {
    this.listeners.push(listener);
    return () => {
      const index = this.listeners.indexOf(listener);
      if (index >= 0) this.listeners.splice(index, 1);
    };
  }

  emit(event: Event): void {
    for (const listener of [...this.listeners]) {
      Promise.resolve()
        .then(() => listener(event))
        .catch((error: unknown) =>
          this.logger.error({ err: error, event: event.type, orderId: event.order.id }, "order event listener failed"),
        );
    }
  }
}
