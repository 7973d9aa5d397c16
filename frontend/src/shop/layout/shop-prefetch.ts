import { cacheEarlyAnswer, holdFirstRender } from "../../early-data";
import { ShopCartDocument } from "../cart/cart-documents";

/**
 * The cart behind the header's badge, when the early script has asked for it before the app's
 * code arrived: into the cache, and the first render waits for it, so the header does not ask
 * again right after the page has been drawn. Without an early answer the badge's own query asks.
 */
export function prefetchShopFrame(): void {
  holdFirstRender(cacheEarlyAnswer(ShopCartDocument));
}
