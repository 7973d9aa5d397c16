import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useEffect, useRef } from "react";

/** How long a page waits before listening again after the server ended its subscription with an error. */
export const RESUBSCRIBE_DELAY_MS = 5_000;

/**
 * useSubscription for a page left open for hours (the kitchen's tablet, a rider's phone, the
 * admin's orders page, a customer's tracker). A dropped connection is retried by the live link
 * itself; but the server may end the subscription with an error (a 1011 close, a node killed,
 * a deploy), which graphql-ws does not retry. Then the page calls `onGaveUp` (ask for its data
 * again at once; by default every query on screen is asked again, since the socket may stay open
 * and the live link's reconnection refetch, apollo.ts, then never comes) and listens anew a little
 * later, so what happened meanwhile is shown too.
 */
export function useLiveSubscription<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: useSubscription.Options<NoInfer<TData>, NoInfer<TVariables>>,
  onGaveUp?: () => void,
): useSubscription.Result<TData> {
  const client = useApolloClient();
  const gaveUp = onGaveUp ?? (() => void client.refetchObservableQueries().catch(() => undefined));
  const latestGaveUp = useRef(gaveUp);
  const restartRef = useRef<() => void>(() => undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { onError } = options;
  const result = useSubscription(document, {
    ...options,
    onError: (error) => {
      onError?.(error);
      latestGaveUp.current();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => restartRef.current(), RESUBSCRIBE_DELAY_MS);
    },
  } as useSubscription.Options<NoInfer<TData>, NoInfer<TVariables>>);

  useEffect(() => {
    latestGaveUp.current = gaveUp;
    restartRef.current = result.restart;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return result;
}
