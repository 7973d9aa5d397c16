import { useQuery } from "@apollo/client/react";
import { graphql } from "./gql";

const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      userName
      role
    }
  }
`);

/** The first page of the app: who is signed in, straight from the API. */
export function HomePage() {
  const { data, loading, error } = useQuery(CurrentUserQuery);
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 560, margin: "64px auto", padding: "0 16px" }}>
      <h1 style={{ color: "#c2410c" }}>Ruchi</h1>
      <p>Delicious meals from the restaurants of your town, delivered to your doorstep. Cash on delivery.</p>
      {loading && <p>Loading, please wait...</p>}
      {error && <p role="alert">The server could not be reached: {error.message}</p>}
      {data && (
        <p>{data.me ? `Signed in as ${data.me.userName} (${data.me.role.toLowerCase()}).` : "You are not signed in."}</p>
      )}
    </main>
  );
}
