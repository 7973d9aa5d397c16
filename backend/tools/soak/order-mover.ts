import { eventKey } from "./observations";
import { sleep, type Clock, type SoakClient } from "./soak-client";
import { OPS } from "./soak-operations";

/** The office's moves, one step at a time: every placed order ends delivered. */
export const NEXT_STATUS: Readonly<Record<string, string>> = {
  PENDING: "CONFIRMED",
  CONFIRMED: "PREPARING",
  PREPARING: "OUT_FOR_DELIVERY",
  OUT_FOR_DELIVERY: "DELIVERED",
};
const TICK_MS = 200;
const MOVES_AT_ONCE = 4;
const LIST_EVERY_MS = 2_000;

interface Moved {
  updateOrderStatus: { id: string; status: string };
}
interface Read {
  adminOrder: { id: string; status: string };
}

/**
 * An admin at the orders page: every 200 ms each open order the customers were told of moves one
 * status on (so every customer's live page has something to hear), and the list is read every
 * 2 s. A move that got no answer is tried again; one refused as INVALID_STATUS_TRANSITION may
 * have been made by an earlier try, so the order's status is read before going on.
 */
export class OrderMover {
  private readonly open = new Map<string, string>();
  /** When each move was first asked for (the causes of the live events). */
  readonly causes = new Map<string, number>();

  constructor(
    private readonly client: SoakClient,
    private readonly clock: Clock,
  ) {}

  /** An order a customer was told was placed. */
  add(orderId: string): void {
    this.open.set(orderId, "PENDING");
  }

  async run(keepGoing: () => boolean): Promise<void> {
    let listedAt = -Infinity;
    while (keepGoing()) {
      const started = this.clock();
      if (started - listedAt >= LIST_EVERY_MS) {
        listedAt = started;
        await this.client.call(OPS.adminOrders);
      }
      const orders = [...this.open.entries()];
      for (let index = 0; index < orders.length; index += MOVES_AT_ONCE) {
        await Promise.all(orders.slice(index, index + MOVES_AT_ONCE).map(([id, status]) => this.advance(id, status)));
      }
      await sleep(Math.max(0, TICK_MS - (this.clock() - started)));
    }
  }

  private settle(id: string, status: string) {
    if (NEXT_STATUS[status]) this.open.set(id, status);
    else this.open.delete(id);
  }

  private async advance(id: string, status: string): Promise<void> {
    const next = NEXT_STATUS[status];
    if (!next) return this.settle(id, status);
    const key = eventKey(id, next);
    if (!this.causes.has(key)) this.causes.set(key, this.clock());
    const moved = await this.client.call<Moved>(OPS.moveOrder, { id, status: next });
    if (moved.data) return this.settle(id, moved.data.updateOrderStatus.status);
    if (moved.outcome.kind === "refused" && moved.outcome.code === "INVALID_STATUS_TRANSITION") {
      const read = await this.client.call<Read>(OPS.orderStatus, { id });
      if (read.data) this.settle(id, read.data.adminOrder.status);
    }
  }
}
