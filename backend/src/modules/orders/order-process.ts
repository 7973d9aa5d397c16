import type { EntityManager } from "typeorm";
import type { RequestContext } from "../../common/request-context";
import type { Fulfilment } from "../cart/fulfilment";
import type { CashAtDoor } from "./cash-at-door";
import type { OrderEffectListener } from "./order-effects";
import type { StatusActor } from "./order-state-machine";
import type { OrderStatus } from "./order-status";
import type { Order } from "./order.entity";

/**
 * The inputs a status change carries for the modules that extend the order process, one key per
 * module. A module adds its own key by declaration merging, in its own folder:
 *
 *   declare module "../orders/order-process" { interface StatusChangeInputs { kitchen?: KitchenMoveInput } }
 *
 * so the orders module names none of them (docs/architecture.md#the-order-process).
 */
export interface StatusChangeInputs {
  /** The legacy admin call: reach `to` through every step ahead of the current status (legacy-walk.ts). */
  legacyWalk?: boolean;
  /** The cash collected at the door, with a move into delivered: the office's or the rider's count (cash-at-door.ts). */
  cashAtDoor?: CashAtDoor;
}

/** One status change as its caller asks for it: no caller-specific flag, only the owning module's input. */
export interface StatusChangeRequest {
  orderId: string;
  to: OrderStatus;
  actor: StatusActor;
  reason?: string | null;
  input?: StatusChangeInputs;
}

/** A change as a guard sees it: the order row locked in the change's transaction, or null when no order has that id. */
export interface MoveGuardCall {
  tx: EntityManager;
  ctx: RequestContext;
  request: StatusChangeRequest;
  input: StatusChangeInputs;
  /** Null: no such order, answered NOT_FOUND after the guards; a guard may refuse first (FORBIDDEN tells less). */
  order: Order | null;
}

/** What a change is planned from: the locked order's status and the request. */
export interface MovePlanCall {
  from: OrderStatus;
  to: OrderStatus;
  actor: StatusActor;
  /** The order's: a pickup's moves differ (order-state-machine.ts); absent: delivery. */
  fulfilment?: Fulfilment;
  input: StatusChangeInputs;
}

/** One step of a change, inside its transaction, once the state machine allowed it. */
export interface MoveStepCall {
  tx: EntityManager;
  ctx: RequestContext;
  /** The order as it was locked, before the change's first step. */
  order: Order;
  from: OrderStatus;
  to: OrderStatus;
  actor: StatusActor;
  /** The reason the history records for this step. */
  reason: string | null;
  input: StatusChangeInputs;
}

/** Order columns a step sets besides its status: values, or SQL expressions given as functions. */
export type OrderColumns = { [column in keyof Order]?: Order[column] | (() => string) };

/**
 * What a module adds to the order process (after Vendure's OrderProcess: every extension's hooks
 * are asked on every change, and each one decides whether the change concerns it). The table of
 * moves stays one table (order-state-machine.ts); extensions say who may make a move, what
 * else it writes, and what happens after the commit.
 */
export interface OrderProcessExtension {
  /** The module, in logs and in the durable effects' names. */
  name: string;
  /** Who may make this change: throws (FORBIDDEN, NOT_FOUND, the module's own code) to refuse it. */
  guard?(call: MoveGuardCall): void | Promise<void>;
  /** The statuses the change passes through to reach `to`, `to` last (each an allowed move); null: not this extension's walk. */
  steps?(call: MovePlanCall): readonly OrderStatus[] | null;
  /** What a step writes besides the status and the history: columns of the step's one UPDATE, and rows of its own through `tx`. */
  write?(call: MoveStepCall): OrderColumns | void | Promise<OrderColumns | void>;
  /** After the commit, at least once, on any node (order-effects.ts): e-mails, pushes, webhooks. */
  afterCommit?: OrderEffectListener;
  /**
   * The actor the viewer is for this order, as this module knows them (a restaurant's staff, its
   * key, the assigned rider); null: the module knows them, and they may make no move; undefined:
   * not this module's viewer. Gives the moves the viewer is offered (Order.allowedNextStatuses).
   */
  viewerActor?(ctx: RequestContext, order: Order): StatusActor | null | undefined | Promise<StatusActor | null | undefined>;
}

/** The extensions, in the order they were added: guards run, steps are asked and writes merge in that order. */
export class OrderProcess {
  private readonly extensions: OrderProcessExtension[] = [];

  add(extension: OrderProcessExtension, onAfterCommit: (name: string, listener: OrderEffectListener) => void): void {
    this.extensions.push(extension);
    if (extension.afterCommit) onAfterCommit(extension.name, extension.afterCommit);
  }

  async guard(call: MoveGuardCall): Promise<void> {
    for (const extension of this.extensions) await extension.guard?.(call);
  }

  /** The first extension's walk that takes the change, else the one move (which the state machine then judges). */
  steps(call: MovePlanCall): readonly OrderStatus[] {
    for (const extension of this.extensions) {
      const steps = extension.steps?.(call);
      if (steps) return steps;
    }
    return [call.to];
  }

  async write(call: MoveStepCall): Promise<OrderColumns> {
    let columns: OrderColumns = {};
    for (const extension of this.extensions) {
      const written = await extension.write?.(call);
      if (written) columns = { ...columns, ...written };
    }
    return columns;
  }

  async viewerActor(ctx: RequestContext, order: Order): Promise<StatusActor | null> {
    for (const extension of this.extensions) {
      const actor = await extension.viewerActor?.(ctx, order);
      if (actor !== undefined) return actor;
    }
    return null;
  }
}
