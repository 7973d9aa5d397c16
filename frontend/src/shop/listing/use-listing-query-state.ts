import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { loadSelection, saveSelection, toggleOption } from "../filters/filter-state";
import {
  LISTING_FILTERS_STORAGE_KEY,
  LISTING_SORT_STORAGE_KEY,
  listingSearchParams,
  parseSort,
  readListingState,
  urlHasListingState,
  type ListingQueryState,
  type ListingSortId,
} from "./listing-query-state";

/** The filters and sort last chosen in this tab (used when the URL has none). */
export function loadStoredListingState(): ListingQueryState {
  let sort: string | null = null;
  try {
    sort = sessionStorage.getItem(LISTING_SORT_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing to restore.
  }
  return { selection: loadSelection(LISTING_FILTERS_STORAGE_KEY), sort: parseSort(sort) };
}

function store(state: ListingQueryState) {
  saveSelection(LISTING_FILTERS_STORAGE_KEY, state.selection);
  try {
    sessionStorage.setItem(LISTING_SORT_STORAGE_KEY, state.sort);
  } catch {
    // The URL still carries the sort.
  }
}

/**
 * The listing's filters and sort: the URL is the truth; a URL without them is filled from the
 * session (so coming back to the listing keeps the last choice), and every change goes to both.
 */
export function useListingQueryState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = urlHasListingState(searchParams);
  const query = searchParams.toString();

  const fromLocation = useMemo<ListingQueryState>(
    () => (fromUrl ? readListingState(new URLSearchParams(query)) : loadStoredListingState()),
    [fromUrl, query],
  );
  // The router applies URL changes in a transition; until it has, show the customer's choice at
  // once (a controlled checkbox would otherwise flick back for a moment).
  const [pending, setPending] = useState<{ query: string; state: ListingQueryState } | null>(null);
  const state = pending && pending.query === query ? pending.state : fromLocation;

  useEffect(() => {
    if (fromUrl) {
      store(fromLocation);
      return;
    }
    const restored = listingSearchParams(fromLocation);
    if (restored.toString() !== "") setSearchParams(restored, { replace: true });
  }, [fromUrl, fromLocation, setSearchParams]);

  const update = useCallback(
    (next: ListingQueryState) => {
      store(next);
      setPending({ query, state: next });
      setSearchParams(listingSearchParams(next), { replace: true });
    },
    [query, setSearchParams],
  );

  const toggle = useCallback(
    (groupKey: string, optionId: string) => update({ ...state, selection: toggleOption(state.selection, groupKey, optionId) }),
    [state, update],
  );

  const setSort = useCallback((sort: ListingSortId) => update({ ...state, sort }), [state, update]);

  return { ...state, toggle, setSort };
}
