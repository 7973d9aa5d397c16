import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { Kind, type DocumentNode } from "graphql";
import { apolloClient } from "./apollo";

/** One query the early script asked for, with the variables it used (null: it did not ask). */
interface EarlyQuery {
  variables: Promise<Record<string, unknown> | null>;
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    /** Queries asked for by the early script (frontend/scripts/early-start.ts), by operation. */
    __ruchiEarly?: Record<string, EarlyQuery | undefined>;
  }
}

function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) return definition.name.value;
  }
  throw new Error("An early answer needs a named operation");
}

/** JSON with the keys of every object sorted: equal variables give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, inner]) => inner !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * Puts the early script's answer to this query (asked before the app's code had arrived) into
 * Apollo's cache, where the page's own `useQuery` then finds it. Resolves true when it did; false
 * when there was no early answer for these variables or it failed, and the caller asks as usual.
 * Each answer is taken once.
 */
export async function cacheEarlyAnswer<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<boolean> {
  const early = typeof window === "undefined" ? undefined : window.__ruchiEarly;
  const name = operationName(document);
  const query = early?.[name];
  if (!early || !query) return false;
  delete early[name];
  const asked = await query.variables;
  if (!asked || canonical(asked) !== canonical(variables ?? {})) return false;
  const data = (await query.answer) as TData | null;
  if (!data) return false;
  apolloClient.writeQuery({ query: document, data, variables } as Parameters<typeof apolloClient.writeQuery<TData, TVariables>>[0]);
  return true;
}

const holds: Promise<unknown>[] = [];

/** Makes the app's first render also wait for this (a page's data that is about to arrive). */
export function holdFirstRender(until: Promise<unknown>): void {
  holds.push(until.catch(() => undefined));
}

/** Settles when everything given to `holdFirstRender` so far has. */
export function firstRenderHolds(): Promise<void> {
  return Promise.all(holds).then(() => undefined);
}
