import { controlCharacterError, findControlCharacter, SingleLine } from "./control-characters";
import type { AppError } from "./errors";
import { parseInput } from "./validation";

describe("findControlCharacter", () => {
  it.each(["\u0000", "\u0007", "\u0008", "\u000b", "\u000c", "\u001b", "\u007f", "\u0085", "\u009f"])("finds %j", (control) => {
    expect(findControlCharacter(`Main${control} Road`, "address")).toBe("address");
  });

  it("lets tabs, line breaks and ordinary Unicode through", () => {
    expect(findControlCharacter({ notes: "Ring twice\r\n\tthen wait", city: "భీమవరం", name: "Café ₹30 🍛" })).toBeNull();
  });

  it("names the first field that holds one, by its path through objects and lists", () => {
    expect(findControlCharacter({ a: "ok", token: { keys: { auth: "x\u0000" } } })).toBe("token.keys.auth");
    expect(findControlCharacter({ items: ["ok", { name: "bad\u0000" }], later: "\u0000" })).toBe("items.1.name");
    expect(findControlCharacter(["ok", "\u0000"], "ids")).toBe("ids.1");
    expect(findControlCharacter({ "bad\u0000key": 1 })).toBe("bad\u0000key");
  });

  it("ignores numbers, booleans, null and promises (an upload)", () => {
    const upload = Object.assign(Promise.resolve(), { filename: "\u0000" });
    expect(findControlCharacter({ quantity: 2, isVeg: true, image: null, file: upload })).toBeNull();
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    let body: unknown = "\u0000";
    for (let i = 0; i < 100_000; i += 1) body = [body];
    expect(findControlCharacter(body)).toBe(Array.from({ length: 100_000 }, () => "0").join("."));
  });

  it("is refused as BAD_USER_INPUT naming the field", () => {
    const error = controlCharacterError("notes");
    expect([error.code, error.details?.fields]).toEqual([
      "BAD_USER_INPUT",
      [{ field: "notes", messages: ["notes must not contain control characters"] }],
    ]);
  });
});

class Dish {
  @SingleLine("Name") name!: string;
}

describe("SingleLine", () => {
  it("refuses line breaks and tabs too", async () => {
    for (const name of ["Masala\nDosa", "Masala\tDosa", "Masala\rDosa", "Masala\u0007Dosa"]) {
      const error = (await parseInput(Dish, { name }).catch((e: unknown) => e)) as AppError;
      expect([name, error.code, error.message]).toEqual([
        name,
        "BAD_USER_INPUT",
        "Name must be one line of text, without control characters",
      ]);
    }
  });

  it("takes one line, and leaves other types to IsString", async () => {
    await expect(parseInput(Dish, { name: "Masala Dosa (2 pcs)" })).resolves.toMatchObject({ name: "Masala Dosa (2 pcs)" });
    await expect(parseInput(Dish, { name: 42 })).resolves.toMatchObject({ name: 42 });
  });
});
