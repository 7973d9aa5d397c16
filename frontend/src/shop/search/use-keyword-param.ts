import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";

/** How long typing must pause before the URL (and so the search) follows the box. */
export const KEYWORD_DEBOUNCE_MS = 300;

/**
 * The search box's text and the `?keyword=` it is mirrored to. The box answers every key at
 * once; the URL follows ~300 ms after typing stops, replacing the history entry so Back leaves
 * the page rather than stepping through letters. A keyword arriving from elsewhere (a home page
 * tile, the header's search link) replaces the text.
 */
export function useKeywordParam() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get("keyword") ?? "";
  const [text, setText] = useState(keyword);
  const written = useRef(keyword);

  useEffect(() => {
    if (keyword === written.current) return;
    written.current = keyword;
    setText(keyword);
  }, [keyword]);

  const write = useCallback(
    (value: string) => {
      written.current = value;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === "") next.delete("keyword");
          else next.set("keyword", value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (text === written.current) return;
    const timer = window.setTimeout(() => write(text), KEYWORD_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, write]);

  /** Enter: search now, without waiting for the pause. */
  const flush = useCallback(() => {
    if (text !== written.current) write(text);
  }, [text, write]);

  return { text, setText, keyword, flush };
}
