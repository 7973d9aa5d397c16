import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, parse, validate } from "graphql";
import { OPS, opName } from "./soak-operations";

const schema = buildSchema(readFileSync(path.join(__dirname, "..", "..", "schema.graphql"), "utf8"));

describe("the soak's GraphQL documents", () => {
  it.each(Object.entries(OPS))("%s is valid against the committed schema", (_name, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });

  it("reports each request by its operation's name", () => {
    expect(opName(OPS.placeOrder)).toBe("PlaceOrder");
    expect(opName(OPS.nearMe)).toBe("NearMe");
    expect(opName("{ me { id } }")).toBe("Unnamed");
  });
});
