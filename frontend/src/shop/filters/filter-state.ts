/**
 * The filter selection of the listing and menu pages (docs/architecture.md#client-state, #behaviour): a map from group name to the
 * selected option ids, mirrored in the query string (only non-empty groups, comma-joined ids)
 * and kept in sessionStorage.
 */
export type FilterSelection = Record<string, string[]>;

/** Adds the id to its group, or removes it when it is already there. Never mutates. */
export function toggleOption(selection: FilterSelection, key: string, id: string): FilterSelection {
  const current = selection[key] ?? [];
  const next = current.includes(id) ? current.filter((value) => value !== id) : [...current, id];
  return { ...selection, [key]: next };
}

/** True when no group has a selected option. */
export function isSelectionEmpty(selection: FilterSelection): boolean {
  return Object.values(selection).every((ids) => ids.length === 0);
}

/**
 * The query string of a selection: one parameter per non-empty group, ids joined with commas,
 * groups in name order so the same selection always gives the same URL. `extra` adds other
 * parameters (the sort), skipping empty values.
 */
export function selectionToSearchParams(selection: FilterSelection, extra?: Record<string, string | null | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(selection).sort()) {
    const ids = selection[key] ?? [];
    if (ids.length > 0) params.set(key, ids.join(","));
  }
  for (const [key, value] of Object.entries(extra ?? {})) {
    if (value) params.set(key, value);
  }
  return params;
}

function splitIds(value: string): string[] {
  const ids = value
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
  return [...new Set(ids)];
}

/** The selection a query string holds for the given groups (other parameters are ignored). */
export function selectionFromSearchParams(params: URLSearchParams, groupKeys: readonly string[]): FilterSelection {
  const selection: FilterSelection = {};
  for (const key of groupKeys) {
    const ids = params.getAll(key).flatMap(splitIds);
    if (ids.length > 0) selection[key] = [...new Set(ids)];
  }
  return selection;
}

/** True when the query string names any of the groups: then it, not the stored state, wins. */
export function hasSelectionParams(params: URLSearchParams, groupKeys: readonly string[]): boolean {
  return groupKeys.some((key) => params.has(key));
}

/** Keeps only the known groups and ids (a stale URL or stored state may name others). */
export function restrictSelection(selection: FilterSelection, allowed: Record<string, readonly string[]>): FilterSelection {
  const result: FilterSelection = {};
  for (const [key, ids] of Object.entries(selection)) {
    const known = allowed[key];
    if (!known) continue;
    const kept = ids.filter((id) => known.includes(id));
    if (kept.length > 0) result[key] = kept;
  }
  return result;
}

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

function sessionStore(): (ReadableStorage & WritableStorage) | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Access to storage can throw (blocked cookies); the filters then live in the URL only.
    return null;
  }
}

/** The stored selection; an empty one when nothing, or nothing valid, is stored. */
export function loadSelection(storageKey: string, storage: ReadableStorage | null = sessionStore()): FilterSelection {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(storageKey) ?? "null");
  } catch {
    return {};
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const selection: FilterSelection = {};
  for (const [key, ids] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(ids)) continue;
    const kept = [...new Set(ids.filter((id): id is string => typeof id === "string" && id.trim() !== ""))];
    if (kept.length > 0) selection[key] = kept;
  }
  return selection;
}

/** Stores the selection (its non-empty groups); a failing storage is ignored. */
export function saveSelection(storageKey: string, selection: FilterSelection, storage: WritableStorage | null = sessionStore()): void {
  const kept = Object.fromEntries(Object.entries(selection).filter(([, ids]) => ids.length > 0));
  try {
    storage?.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // Quota or privacy mode: the URL still carries the selection.
  }
}
