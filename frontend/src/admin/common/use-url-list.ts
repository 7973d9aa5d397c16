import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * A list page's filters and page, kept in the URL's search (shareable, and Back returns to them).
 * The router commits a new location in a transition, so a second change made before that (two
 * fields filled one after the other) would start from the old URL and undo the first, and the
 * fields would show the old values meanwhile: until the URL has it, the list last asked for is
 * the one shown and changed.
 */
export function useUrlList<List>(
  read: (search: URLSearchParams) => List,
  write: (list: List) => URLSearchParams,
): [List, (next: List) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlSearch = searchParams.toString();
  const [asked, setAsked] = useState<List | null>(null);
  useEffect(() => {
    if (asked !== null && write(asked).toString() === urlSearch) setAsked(null);
  }, [asked, urlSearch, write]);
  const show = (next: List) => {
    setAsked(next);
    setSearchParams(write(next));
  };
  return [asked ?? read(searchParams), show];
}
