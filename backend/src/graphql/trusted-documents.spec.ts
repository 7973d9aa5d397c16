import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { GraphQLRequest, GraphQLRequestContext } from "@apollo/server";
// The web app's client (a dependency of the frontend workspace, installed at the root): the
// reference for what the app sends as text.
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { parse, print, type DocumentNode } from "graphql";
import { Observable } from "rxjs";
import { executableText, loadTrustedDocuments, sha256Hex, TRUSTED_DOCUMENTS_FILE, trustedDocumentsPlugin } from "./trusted-documents";

const manifest = JSON.parse(readFileSync(TRUSTED_DOCUMENTS_FILE, "utf8")) as Record<string, string>;

/** The text Apollo Client (configured as apollo.ts: data masking on) puts on the wire for a document. */
async function textApolloSends(document: DocumentNode): Promise<string> {
  let sent: DocumentNode | undefined;
  const capture = new ApolloLink((operation) => {
    sent = operation.query;
    return new Observable((observer) => {
      observer.next({ data: null });
      observer.complete();
    });
  });
  const client = new ApolloClient({ link: capture, cache: new InMemoryCache(), dataMasking: true });
  const isMutation = document.definitions.some((d) => d.kind === "OperationDefinition" && d.operation === "mutation");
  await (isMutation ? client.mutate({ mutation: document }) : client.query({ query: document, fetchPolicy: "network-only" })).catch(
    () => undefined,
  );
  if (!sent) throw new Error("Apollo Client sent nothing");
  return print(sent);
}

describe("the app's trusted documents", () => {
  it("are each under the SHA-256 of its text (which ones: catalogue-cache-hints.spec.ts)", () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(5);
    for (const [hash, text] of Object.entries(manifest)) expect(sha256Hex(text)).toBe(hash);
  });

  it("run, by hash, exactly the text Apollo Client sends for them (client directives gone, __typename added)", async () => {
    const differences: string[] = [];
    for (const text of Object.values(manifest)) {
      const document = parse(text);
      // Subscriptions go over the websocket, never by hash.
      if (document.definitions.some((d) => d.kind === "OperationDefinition" && d.operation === "subscription")) continue;
      const expected = await textApolloSends(document);
      const actual = executableText(text);
      if (actual !== expected) differences.push(`${expected}\n---\n${actual}`);
    }
    expect(differences).toEqual([]);
  });

  it("strip what only Apollo Client understands and ask for every object's __typename", () => {
    const text = executableText(
      'query Q { me { id ...F @unmask } banners @connection(key: "b") { id local @client } } fragment F on User { role }',
    );
    expect(text).toBe(
      print(parse("query Q { me { id ...F __typename } banners { id __typename } } fragment F on User { role __typename }")),
    );
  });
});

describe("the manifest the server reads", () => {
  const backend = path.resolve(__dirname, "..", "..");

  it("is one of the backend's own files, never one of the web app's sources", () => {
    expect(path.relative(backend, TRUSTED_DOCUMENTS_FILE)).toBe(path.join("src", "graphql", "persisted-documents.json"));
  });

  it("holds exactly the documents codegen gave a hash in the web app's generated documents", () => {
    const generated = readFileSync(path.join(backend, "..", "frontend", "src", "gql", "graphql.ts"), "utf8");
    const hashes = new Set([...generated.matchAll(/"__meta__":\{"hash":"([0-9a-f]{64})"\}/g)].map((match) => match[1]));
    expect(Object.keys(manifest).sort()).toEqual([...hashes].sort());
  });

  it("is in the build, where the compiled server looks for it (`npm run build -w backend` first)", () => {
    const built = path.join(backend, "dist", "graphql", "trusted-documents.js");
    expect(existsSync(built)).toBe(true);
    const builtFile = execFileSync(process.execPath, ["-p", `require(${JSON.stringify(built)}).TRUSTED_DOCUMENTS_FILE`], {
      encoding: "utf8",
    }).trim();
    expect(path.relative(backend, builtFile)).toBe(path.join("dist", "graphql", "persisted-documents.json"));
    expect(readFileSync(builtFile, "utf8")).toBe(readFileSync(TRUSTED_DOCUMENTS_FILE, "utf8"));
  });
});

describe("loading the manifest", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ruchi-trusted-"));

  it("keeps the entries whose hash is their text's, and says which it left out", () => {
    const good = "query Good { banners { id } }";
    const file = path.join(dir, "manifest.json");
    writeFileSync(file, JSON.stringify({ [sha256Hex(good)]: good, ["0".repeat(64)]: "query Forged { me { id } }" }));
    const warnings: string[] = [];
    const documents = loadTrustedDocuments(file, (message) => warnings.push(message));
    expect([...documents.entries()]).toEqual([[sha256Hex(good), executableText(good)]]);
    expect(warnings).toEqual([expect.stringContaining(`${"0".repeat(64)} is not the SHA-256 of its document`)]);
  });

  it("serves no documents, and warns, when the file is missing or broken", () => {
    const warnings: string[] = [];
    expect(loadTrustedDocuments(path.join(dir, "missing.json"), (m) => warnings.push(m)).size).toBe(0);
    const broken = path.join(dir, "broken.json");
    writeFileSync(broken, "{ not json");
    expect(loadTrustedDocuments(broken, (m) => warnings.push(m)).size).toBe(0);
    expect(warnings).toEqual([expect.stringContaining("is missing"), expect.stringContaining("could not be read")]);
  });
});

describe("the plugin", () => {
  const text = "query Known { banners { id } }";
  const known = "a".repeat(64);
  const plugin = trustedDocumentsPlugin(new Map([[known, text]]));

  async function seen(request: GraphQLRequest): Promise<GraphQLRequest> {
    await plugin.requestDidStart!({ request } as GraphQLRequestContext<never>);
    return request;
  }
  const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

  it("turns a known hash into its document, keeping the other extensions", async () => {
    expect(await seen({ extensions: { ...persisted(known), other: 1 } })).toEqual({ query: text, extensions: { other: 1 } });
  });

  it("leaves an unknown hash to Apollo (PERSISTED_QUERY_NOT_FOUND, or a query registered with its text)", async () => {
    const unknown = { extensions: persisted("b".repeat(64)) };
    expect(await seen({ ...unknown })).toEqual(unknown);
  });

  it("runs a text sent with a hash that is not its own, and leaves a text with its own hash to Apollo", async () => {
    expect(await seen({ query: "{ towns { name } }", extensions: persisted(known) })).toEqual({
      query: "{ towns { name } }",
      extensions: {},
    });
    const registering = { query: "{ towns { name } }", extensions: persisted(sha256Hex("{ towns { name } }")) };
    expect(await seen({ ...registering })).toEqual(registering);
  });

  it("does nothing to a request without a persisted query", async () => {
    expect(await seen({ query: text })).toEqual({ query: text });
    expect(await seen({ extensions: { persistedQuery: { version: 2, sha256Hash: known } } })).toEqual({
      extensions: { persistedQuery: { version: 2, sha256Hash: known } },
    });
  });
});
