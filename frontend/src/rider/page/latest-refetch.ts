/**
 * A refetch that never ends on an answer older than the last request for one. Apollo shares an
 * identical query already on its way (query deduplication), so a refetch asked while another is
 * in flight gets that one's answer, read before the change that asked for it: under load, an
 * order assigned and then moved at once left the rider's card at the first status (the second
 * event's refetch joined the first's). Here a call made meanwhile runs once more after it.
 */
export function latestRefetch(refetch: () => Promise<unknown>): () => void {
  let inFlight = false;
  let again = false;
  const run = (): void => {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    again = false;
    void refetch()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (again) run();
      });
  };
  return run;
}
