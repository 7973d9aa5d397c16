import { Router, type Request } from "express";
import type { ContextFactory } from "../common/request-context";
import { parseInput } from "../common/validation";
import { AddToCartArgs, UpdateCartItemArgs } from "../modules/cart/cart.inputs";
import { CART_MESSAGES } from "../modules/cart/cart.service";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import { legacyCart } from "./legacy-cart";

/** The userId a legacy body names; CartService checks it is the session's user. */
const bodyClaim = (req: Request) => ({ userId: (req.body as { userId?: unknown } | undefined)?.userId });

/** /api/shop/cart/*: the legacy cart paths of REST-CONTRACT.md over CartService. */
export function shopCartRouter({ cart }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.post("/add", async (req, res) => {
    const input = await parseInput(AddToCartArgs, req.body);
    const view = await cart.addToCart(requestContext(req, res), input, bodyClaim(req));
    sendOk(res, { message: CART_MESSAGES.added, data: legacyCart(view) });
  });

  router.get("/get/:userId", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    sendOk(res, { data: legacyCart(await cart.cart(requestContext(req, res), { userId: req.params.userId })) });
  });

  router.put("/update-cart", async (req, res) => {
    const input = await parseInput(UpdateCartItemArgs, req.body);
    const view = await cart.updateCartItem(requestContext(req, res), input, bodyClaim(req));
    sendOk(res, { message: CART_MESSAGES.updated, data: legacyCart(view) });
  });

  router.delete("/:userId/:menuItemId", async (req, res) => {
    const view = await cart.removeFromCart(requestContext(req, res), req.params.menuItemId, { userId: req.params.userId });
    sendOk(res, { message: CART_MESSAGES.removed, data: legacyCart(view) });
  });

  return router;
}
