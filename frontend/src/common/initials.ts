/**
 * The letters of a name's avatar, drawn locally (the old app sent user names to an external
 * avatar service; this one sends them nowhere). "Ravi Kumar" -> "RK", "lakshmi" -> "L".
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return "?";
  const first = Array.from(words[0] ?? "")[0] ?? "";
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? "")[0] ?? "") : "";
  return (first + last).toLocaleUpperCase();
}

/** Dark backgrounds that white letters read on at ≥ 4.5:1, picked steadily from the name. */
export const AVATAR_COLOURS = ["#a83514", "#1d4ed8", "#047857", "#7c3aed", "#b45309", "#be185d", "#0f766e", "#4b5563"] as const;

export function avatarColourOf(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}
