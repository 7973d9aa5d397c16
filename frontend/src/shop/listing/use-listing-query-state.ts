import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { loadSelection, saveSelection, toggleOption } from "../filters/filter-state";
import {
  listingSearchParams,
  parseSort,
  readListingState,
  urlHasListingState,
  type ListingQueryState,
  type ListingSortId,
} from "./listing-query-state";

/** sessionStorage keys of the listing's filters (the spec leaves the name open) and sort. */
const FILTERS_KEY = "restaurantFilters";
const SORT_KEY = "restaurantSort";

function loadStored(): ListingQueryState {
  let sort: string | null = null;
  try {
    sort = sessionStorage.getItem(SORT_KEY);
  } catch {
    // Blocked storage: nothing to restore.
  }
  return { selection: loadSelection(FILTERS_KEY), sort: parseSort(sort) };
}

function store(state: ListingQueryState) {
  saveSelection(FILTERS_KEY, state.selection);
  try {
    sessionStorage.setItem(SORT_KEY, state.sort);
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
    () => (fromUrl ? readListingState(new URLSearchParams(query)) : loadStored()),
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
