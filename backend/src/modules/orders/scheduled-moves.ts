import { AppError } from "../../common/errors";
import type { AppLoaders } from "../../common/app-module";
import type { RequestContext } from "../../common/request-context";
import type { SessionPort } from "../../common/session-port";
import type { OrderProcessExtension } from "./order-process";
import type { OrderStatus } from "./order-status";
import type { Order } from "./order.entity";

export const RELEASED_CANNOT_CANCEL =
  "This order was placed for later and its kitchen has started on it: it can no longer be cancelled. Please call us if you need to change it.";

/**
 * An order placed for later is the customer's to cancel while it waits (scheduled); once released
 * to its kitchen (pending, with a delivery moment) it is not, unlike an order for now, whose kitchen
 * has not planned it yet.
 */
export const isReleasedForLater = (order: Pick<Order, "status" | "deliverAt">): boolean =>
  order.deliverAt !== null && order.status === "pending";

/** The customer's moves on their own order: the state machine's, less cancelling a released order for later. */
export const customerMovesOf = (order: Pick<Order, "status" | "deliverAt">, moves: OrderStatus[]): OrderStatus[] =>
  isReleasedForLater(order) ? moves.filter((status) => status !== "cancelled") : moves;

/** Orders for later in the order process: a released one is no longer the customer's to cancel. */
export const scheduledMoves: OrderProcessExtension = {
  name: "scheduled",
  guard({ request, order }) {
    if (request.actor === "customer" && request.to === "cancelled" && order && isReleasedForLater(order)) {
      throw new AppError("INVALID_STATUS_TRANSITION", RELEASED_CANNOT_CANCEL);
    }
  },
};

const NO_SESSION: SessionPort = {
  userId: null,
  epoch: null,
  registrationIds: [],
  establish: () => Promise.reject(new Error("A system change has no session")),
  end: () => Promise.resolve(),
  bindRegistration: () => Promise.reject(new Error("A system change has no session")),
};

/**
 * The context of a change Ruchi makes itself (the release of an order placed for later): no person,
 * no key, no session. The order process reads no request-scoped loader, so none is made.
 */
export const SYSTEM_CONTEXT: RequestContext = {
  user: null,
  session: NO_SESSION,
  ip: "",
  requestId: "system",
  requestLanguage: null,
  apiKey: null,
  loaders: new Proxy({} as AppLoaders, {
    get(_target, name) {
      throw new Error(`A system change has no request-scoped loaders (asked for ${String(name)})`);
    },
  }),
};
