import { containsPattern, escapeLike } from "./like-pattern";

describe("LIKE patterns from user text", () => {
  it("escapes the metacharacters so they match themselves", () => {
    expect(escapeLike("100%")).toBe("100\\%");
    expect(escapeLike("a_b")).toBe("a\\_b");
    expect(escapeLike("back\\slash")).toBe("back\\\\slash");
    expect(containsPattern("50% off_")).toBe("%50\\% off\\_%");
  });

  it("leaves regex and SQL punctuation alone: LIKE gives them no meaning", () => {
    expect(escapeLike(".*'; DROP TABLE x; --")).toBe(".*'; DROP TABLE x; --");
  });
});
