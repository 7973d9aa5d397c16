import { useEffect, useState } from "react";

/**
 * The time now, re-read every `intervalMs`: the cards' "5 min ago" and "in 12 min" move on
 * without anything else changing.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
