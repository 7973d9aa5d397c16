import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import {
  hasSelectionParams,
  loadSelection,
  restrictSelection,
  saveSelection,
  selectionFromSearchParams,
  selectionToSearchParams,
  toggleOption,
  type FilterSelection,
} from "../filters/filter-state";
import {
  DEFAULT_MENU_SORT,
  MENU_CATEGORIES,
  MENU_FILTERS_STORAGE_KEY,
  MENU_GROUP_KEYS,
  menuSortFrom,
  VEG_OPTION_IDS,
  type MenuSortId,
} from "./menu-query-state";

/** The query parameter of the sort, named as the spec's API calls it (and as on the listing). */
const SORT_PARAM = "sortBy";

const KNOWN_OPTIONS: Record<string, readonly string[]> = { isVeg: VEG_OPTION_IDS, category: MENU_CATEGORIES };

export interface MenuFilterState {
  selection: FilterSelection;
  sort: MenuSortId;
}

/** The filters a menu page starts with: the URL's when it names a filter, else the session's. */
export function initialMenuFilters(params: URLSearchParams): MenuFilterState {
  const stored = hasSelectionParams(params, MENU_GROUP_KEYS)
    ? selectionFromSearchParams(params, MENU_GROUP_KEYS)
    : loadSelection(MENU_FILTERS_STORAGE_KEY);
  return { selection: restrictSelection(stored, KNOWN_OPTIONS), sort: menuSortFrom(params.get(SORT_PARAM)) };
}

/**
 * The menu filters and sort (docs/architecture.md#behaviour): restored from the URL when it names a filter, else from
 * sessionStorage `menuFilters`; every change is stored and mirrored in the query string
 * (replacing the history entry, so Back leaves the page instead of undoing filters).
 */
export function useMenuFilters() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<MenuFilterState>(() => initialMenuFilters(params));

  const { search } = useLocation();

  useEffect(() => {
    saveSelection(MENU_FILTERS_STORAGE_KEY, state.selection);
  }, [state.selection]);

  useEffect(() => {
    const next = selectionToSearchParams(state.selection, {
      [SORT_PARAM]: state.sort === DEFAULT_MENU_SORT ? null : state.sort,
    });
    if (next.toString() !== new URLSearchParams(search).toString()) setParams(next, { replace: true });
  }, [state, search, setParams]);

  const toggle = useCallback((groupKey: string, optionId: string) => {
    setState((current) => ({ ...current, selection: toggleOption(current.selection, groupKey, optionId) }));
  }, []);

  const setSort = useCallback((sort: string) => {
    setState((current) => ({ ...current, sort: menuSortFrom(sort) }));
  }, []);

  return { selection: state.selection, sort: state.sort, toggle, setSort };
}
