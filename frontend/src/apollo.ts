import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

/** One client for the whole app; the session cookie goes with every request. */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
  cache: new InMemoryCache(),
});
