import { AppError } from "../../common/errors";
import { parseInput } from "../../common/validation";
import { BROADCAST_URL_MESSAGE, SendBroadcastInput } from "./broadcast.inputs";

const valid = { title: "Sankranti offers", body: "20% off on sweets till Sunday", audience: "customers" };
const problem = (body: Record<string, unknown>) =>
  parseInput(SendBroadcastInput, { ...valid, ...body }).then(
    () => null,
    (error: AppError) => error.message,
  );

describe("SendBroadcastInput", () => {
  it("accepts a title, a message, an audience and an optional path of this site", async () => {
    expect(await problem({})).toBeNull();
    expect(await problem({ url: "/shop/listing?category=veg" })).toBeNull();
    expect(await problem({ url: "" })).toBeNull();
    expect(await problem({ audience: "staff", url: null })).toBeNull();
  });

  it("counts the length of the trimmed text", async () => {
    expect(await problem({ title: `  ${"t".repeat(80)}  `, body: ` ${"b".repeat(240)} ` })).toBeNull();
    expect(await problem({ title: "t".repeat(81) })).toBe("Title must be at most 80 characters");
    expect(await problem({ body: "b".repeat(241) })).toBe("Message must be at most 240 characters");
  });

  it("needs a title and a message that are not blank", async () => {
    expect(await problem({ title: "   " })).toBe("Title is required");
    expect(await problem({ body: "" })).toBe("Message is required");
    expect(await problem({ title: undefined })).toBe("Title is required");
  });

  it("refuses a link to another site, however it is written", async () => {
    for (const url of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "shop/home", "/shop home"]) {
      expect([url, await problem({ url })]).toEqual([url, BROADCAST_URL_MESSAGE]);
    }
  });

  it("knows only the two audiences", async () => {
    expect(await problem({ audience: "everyone" })).toBe("Audience must be customers or staff");
  });
});
