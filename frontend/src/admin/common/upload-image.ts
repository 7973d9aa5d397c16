import { CombinedGraphQLErrors } from "@apollo/client";
import { print, type GraphQLFormattedError } from "graphql";
import { graphql } from "../../gql";
import type { ImagePurpose } from "../../gql/graphql";

/**
 * Uploads one picture with the GraphQL `uploadImage` mutation. Apollo's HttpLink sends JSON only,
 * so this is a plain fetch of a graphql-multipart-request-spec body (operations, map, file "0").
 * The Apollo-Require-Preflight header gets it past the server's CSRF prevention.
 */
export const AdminUploadImageDocument = graphql(`
  mutation AdminUploadImage($file: Upload!, $purpose: ImagePurpose!) {
    uploadImage(file: $file, purpose: $purpose) {
      url
    }
  }
`);

/** The server's own limits (backend uploads/upload-rules.ts), checked first to spare a useless upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

export type ImageFileProblem = "unsupported" | "tooLarge";

/** Why the server would refuse this file, judged by its declared type and size; null when it may go. */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "unsupported";
  if (file.size > MAX_IMAGE_BYTES) return "tooLarge";
  return null;
}

/**
 * A failed upload. `answer` holds the server's GraphQL errors, as Apollo would have thrown them
 * (the screen turns their code into its own text); `serverText` is the server's message, kept for
 * logs, never shown.
 */
export class UploadImageError extends Error {
  constructor(
    readonly serverText: string | null,
    readonly code: string | null,
    readonly answer: CombinedGraphQLErrors | null = null,
  ) {
    super(serverText ?? "Image upload failed");
    this.name = "UploadImageError";
  }
}

/** The multipart body of one upload, in the spec's field order: operations, map, then the file. */
export function uploadImageBody(file: Blob, purpose: ImagePurpose, fileName = "image"): FormData {
  const body = new FormData();
  body.append(
    "operations",
    JSON.stringify({
      operationName: "AdminUploadImage",
      query: print(AdminUploadImageDocument),
      variables: { file: null, purpose },
    }),
  );
  body.append("map", JSON.stringify({ 0: ["variables.file"] }));
  body.append("0", file, fileName);
  return body;
}

interface UploadAnswer {
  data?: { uploadImage?: { url?: unknown } | null } | null;
  errors?: (GraphQLFormattedError & { extensions?: { code?: unknown } })[];
}

/** Reads the server's answer: the stored URL, or an UploadImageError with its message. */
export function readUploadAnswer(answer: unknown): string {
  const { data, errors } = (answer ?? {}) as UploadAnswer;
  const url = data?.uploadImage?.url;
  if (typeof url === "string" && url !== "") return url;
  const first = errors?.[0];
  const message = typeof first?.message === "string" && first.message.trim() !== "" ? first.message : null;
  const code = typeof first?.extensions?.code === "string" ? first.extensions.code : null;
  throw new UploadImageError(message, code, errors?.length ? new CombinedGraphQLErrors({ errors }) : null);
}

/**
 * Uploads the file and answers its URL (/uploads/...), to store on a restaurant, menu item or
 * banner. Throws UploadImageError (server message, if any) or the fetch's own error (offline,
 * aborted).
 */
export async function uploadImage(
  file: File,
  purpose: ImagePurpose,
  options: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<string> {
  const send = options.fetchImpl ?? fetch;
  const response = await send("/graphql", {
    method: "POST",
    body: uploadImageBody(file, purpose, file.name),
    credentials: "same-origin",
    headers: { "Apollo-Require-Preflight": "true" },
    signal: options.signal,
  });
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new UploadImageError(null, response.ok ? null : String(response.status));
  }
  return readUploadAnswer(answer);
}
