import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { errorCode, errorExtensions, fieldErrors, serverMessage } from "./graphql-errors";

function graphQLError(message: string, extensions?: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

describe("reading GraphQL errors", () => {
  it("reads the first error's message and code", () => {
    const error = graphQLError("Incorrect email or password.", { code: "INVALID_CREDENTIALS" });
    expect(serverMessage(error)).toBe("Incorrect email or password.");
    expect(errorCode(error)).toBe("INVALID_CREDENTIALS");
  });

  it("reads BAD_USER_INPUT's per-field messages and skips malformed entries", () => {
    const error = graphQLError("Enter Valid Phone Number", {
      code: "BAD_USER_INPUT",
      fields: [
        { field: "phone", messages: ["Enter Valid Phone Number"] },
        { field: "password", messages: ["Password must be 8 to 128 characters long", 7] },
        { field: 3, messages: ["x"] },
        { field: "email", messages: [] },
        null,
      ],
    });
    expect(fieldErrors(error)).toEqual([
      { field: "phone", messages: ["Enter Valid Phone Number"] },
      { field: "password", messages: ["Password must be 8 to 128 characters long"] },
    ]);
  });

  it("gives nothing for a network or HTTP failure, so the screen shows its own fallback", () => {
    const network = new TypeError("Failed to fetch");
    expect(serverMessage(network)).toBeNull();
    expect(errorCode(network)).toBeNull();
    expect(fieldErrors(network)).toEqual([]);
    expect(errorExtensions(network)).toEqual({});
    const http = new ServerError("Response not successful", {
      response: new Response("", { status: 502 }),
      bodyText: "",
    });
    expect(serverMessage(http)).toBeNull();
  });

  it("reads the first error's extensions, such as how long to wait", () => {
    expect(errorExtensions(graphQLError("Too many attempts", { code: "RATE_LIMITED", retryAfterSeconds: 60 }))).toEqual({
      code: "RATE_LIMITED",
      retryAfterSeconds: 60,
    });
    expect(errorExtensions(graphQLError("No extensions"))).toEqual({});
  });

  it("gives nothing for a blank message", () => {
    expect(serverMessage(graphQLError("  "))).toBeNull();
  });
});
