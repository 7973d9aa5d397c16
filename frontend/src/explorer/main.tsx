import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GraphiQL } from "graphiql";
// Monaco's editor, JSON and GraphQL workers, as files of this build (/assets), not blobs or a CDN.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import "./explorer.css";
import { explorerFetcher } from "./explorer-fetcher";

/** A public query that answers without signing in: the explorer's first tab. */
const FIRST_QUERY = "{\n  towns {\n    name\n  }\n}\n";

const container = document.getElementById("explorer");
if (!container) throw new Error("explorer.html has no #explorer element");
createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={explorerFetcher(window.location)} defaultQuery={FIRST_QUERY} />
  </StrictMode>,
);
