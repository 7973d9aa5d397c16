import type { FormRule } from "antd";
import type { TFunction } from "i18next";
import {
  BROADCAST_BODY_MAX,
  BROADCAST_TITLE_MAX,
  BROADCAST_URL_MAX,
  broadcastInput,
  broadcastRules,
  textProblem,
  urlProblem,
} from "./broadcast-rules";

describe("textProblem", () => {
  it("needs something besides spaces", () => {
    expect(textProblem("", BROADCAST_TITLE_MAX)).toBe("required");
    expect(textProblem("   ", BROADCAST_TITLE_MAX)).toBe("required");
    expect(textProblem(undefined, BROADCAST_TITLE_MAX)).toBe("required");
  });

  it("allows up to the limit once trimmed, and no more", () => {
    expect(textProblem("a".repeat(BROADCAST_TITLE_MAX), BROADCAST_TITLE_MAX)).toBeNull();
    expect(textProblem(`  ${"a".repeat(BROADCAST_TITLE_MAX)}  `, BROADCAST_TITLE_MAX)).toBeNull();
    expect(textProblem("a".repeat(BROADCAST_TITLE_MAX + 1), BROADCAST_TITLE_MAX)).toBe("tooLong");
    expect(textProblem("b".repeat(BROADCAST_BODY_MAX + 1), BROADCAST_BODY_MAX)).toBe("tooLong");
  });
});

describe("urlProblem", () => {
  it("accepts no link and paths of this site", () => {
    for (const url of ["", "  ", "/", "/shop/listing", "/shop/listing?sort=rating#top"]) expect(urlProblem(url)).toBeNull();
  });

  it("refuses other sites, relative paths, spaces and backslashes", () => {
    for (const url of ["https://evil.example", "//evil.example", "/\\evil.example", "shop/home", "/shop/my page", "javascript:alert(1)"]) {
      expect(urlProblem(url)).toBe("invalid");
    }
  });

  it("refuses a link longer than the server keeps", () => {
    expect(urlProblem(`/${"a".repeat(BROADCAST_URL_MAX - 1)}`)).toBeNull();
    expect(urlProblem(`/${"a".repeat(BROADCAST_URL_MAX)}`)).toBe("tooLong");
  });
});

describe("broadcastRules", () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const rules = broadcastRules(t);
  const run = async (fieldRules: FormRule[], value: unknown): Promise<string | null> => {
    const rule = fieldRules[0] as { validator: (rule: unknown, value: unknown) => Promise<void> };
    try {
      await rule.validator({}, value);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("says what is wrong with each field in the catalogue's words", async () => {
    expect(await run(rules.title, "")).toBe("adminNotifications.titleRequired");
    expect(await run(rules.title, "x".repeat(BROADCAST_TITLE_MAX + 1))).toBe("adminNotifications.titleTooLong");
    expect(await run(rules.body, undefined)).toBe("adminNotifications.bodyRequired");
    expect(await run(rules.url, "https://evil.example")).toBe("adminNotifications.urlInvalid");
  });

  it("passes valid values", async () => {
    expect(await run(rules.title, "Weekend offer")).toBeNull();
    expect(await run(rules.body, "20% off every biryani this Sunday.")).toBeNull();
    expect(await run(rules.url, "")).toBeNull();
    expect(await run(rules.url, "/shop/listing")).toBeNull();
  });
});

describe("broadcastInput", () => {
  it("trims the texts and sends no link for a blank one", () => {
    expect(broadcastInput({ title: " Offer ", body: " Today only ", audience: "STAFF", url: "  " })).toEqual({
      title: "Offer",
      body: "Today only",
      audience: "STAFF",
      url: null,
    });
    expect(broadcastInput({ title: "a", body: "b", audience: "CUSTOMERS", url: " /shop/home " }).url).toBe("/shop/home");
  });
});
