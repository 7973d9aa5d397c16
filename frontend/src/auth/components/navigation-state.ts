/** The e-mail handed from one auth screen to the next in navigation state ({ email }). */
export function emailFromState(state: unknown): string | null {
  if (!state || typeof state !== "object") return null;
  const email = (state as { email?: unknown }).email;
  return typeof email === "string" && email.trim() !== "" ? email.trim() : null;
}
