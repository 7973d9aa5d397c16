import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

/**
 * One client for the whole app: same-origin /graphql with the session cookie, and one
 * normalised cache (objects by __typename and id), so a user or an order fetched by one page
 * updates every other page that shows it.
 */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
  cache: new InMemoryCache(),
});
