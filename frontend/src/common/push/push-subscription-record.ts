/**
 * The browser's Web Push subscription as last saved on the server, remembered in localStorage,
 * and the rules deciding when it must be saved again. No browser APIs here, so it is testable.
 */
export interface SavedPushSubscription {
  endpoint: string;
  userId: string;
}

export const SAVED_PUSH_KEY = "ruchi.push.saved";

/**
 * Save when the browser has a subscription and it is not the one last saved for this user:
 * never saved, a new endpoint (the push service replaced it), or another user signed in on
 * this browser (the server then moves the endpoint to them).
 */
export function needsSaving(current: { endpoint: string } | null, saved: SavedPushSubscription | null, userId: string): boolean {
  if (!current) return false;
  return saved === null || saved.endpoint !== current.endpoint || saved.userId !== userId;
}

export function parseSavedSubscription(value: string | null): SavedPushSubscription | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      typeof (parsed as SavedPushSubscription).endpoint === "string" &&
      typeof (parsed as SavedPushSubscription).userId === "string"
    ) {
      const { endpoint, userId } = parsed as SavedPushSubscription;
      return { endpoint, userId };
    }
  } catch {
    // A damaged entry counts as never saved: saving again is harmless.
  }
  return null;
}

/** A VAPID public key (base64url, as the server gives it) as the bytes PushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * True when a subscription was made with this VAPID key. A subscription made with another
 * key (the server's keys were changed) cannot receive our pushes and must be replaced.
 */
export function madeWithKey(applicationServerKey: ArrayBuffer | null, vapidPublicKey: string): boolean {
  if (!applicationServerKey) return false;
  const expected = base64UrlToBytes(vapidPublicKey);
  const actual = new Uint8Array(applicationServerKey);
  return actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
}
