/** The messages the service worker (src/service-worker/sw.ts) posts to the open pages of the site. */
export const PUSH_MESSAGE = "ruchi-push";
export const SUBSCRIPTION_CHANGED_MESSAGE = "ruchi-push-subscription-changed";

export interface ForegroundPush {
  title: string;
  body: string;
}

/** A push the worker received while a page is open, or null for any other message. */
export function readForegroundPush(data: unknown): ForegroundPush | null {
  if (typeof data !== "object" || data === null) return null;
  const message = data as { type?: unknown; title?: unknown; body?: unknown };
  if (message.type !== PUSH_MESSAGE || typeof message.title !== "string" || message.title.trim() === "") return null;
  return { title: message.title, body: typeof message.body === "string" ? message.body : "" };
}

/** True when the worker says the push service replaced this browser's subscription. */
export function isSubscriptionChanged(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === SUBSCRIPTION_CHANGED_MESSAGE;
}
