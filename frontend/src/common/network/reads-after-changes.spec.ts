import { ApolloClient, ApolloLink, InMemoryCache, type OperationVariables, type TypedDocumentNode } from "@apollo/client";
import { parse } from "graphql";
import { Observable } from "rxjs";
import { READ_AFTER_CHANGES } from "./reads-after-changes";

/** A query of no real schema (built with parse, so codegen does not take it for one of the app's). */
const STOCK: TypedDocumentNode<{ stock: number }> = parse("query Stock { stock }");

/**
 * A server whose answers take a while: each request reads the stock when it arrives and answers
 * it later, as a request already on its way when something changed answers from before it.
 */
function slowServer() {
  const server = { stock: 2, requests: 0 };
  const link = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((observer) => {
        server.requests += 1;
        const read = server.stock;
        const timer = setTimeout(() => {
          observer.next({ data: { stock: read } });
          observer.complete();
        }, 20);
        return () => clearTimeout(timer);
      }),
  );
  return { server, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

async function stockAfterAChange(context?: OperationVariables) {
  const { server, client } = slowServer();
  const query = client.watchQuery({ query: STOCK, fetchPolicy: "network-only", context });
  const shown: unknown[] = [];
  const subscription = query.subscribe(({ data }) => shown.push(data?.stock));
  await new Promise((resolve) => setTimeout(resolve, 5));
  // The change lands while the first read is on its way; the page then asks again.
  server.stock = 1;
  const again = await query.refetch();
  subscription.unsubscribe();
  return { answered: again.data?.stock, requests: server.requests };
}

describe("READ_AFTER_CHANGES", () => {
  it("makes a query asked again after a change read after it, even while an earlier read is on its way", async () => {
    expect(await stockAfterAChange(READ_AFTER_CHANGES)).toEqual({ answered: 1, requests: 2 });
  });

  it("is needed: by default the second ask joins the first read and gets the answer from before the change", async () => {
    expect(await stockAfterAChange()).toEqual({ answered: 2, requests: 1 });
  });
});
