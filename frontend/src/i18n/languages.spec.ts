import { initialLanguage, isLanguage, LANGUAGE_STORAGE_KEY, rememberLanguage } from "./languages";

/** A browser's localStorage, as far as these functions use it. */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

function browser(languages: string[], storage: object | "blocked" = new MemoryStorage()) {
  Object.defineProperty(globalThis, "navigator", {
    configurable: true,
    value: { languages, language: languages[0] ?? "" },
  });
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    get: () => {
      if (storage === "blocked") throw new DOMException("The operation is insecure.", "SecurityError");
      return storage;
    },
  });
}

const originalNavigator = Object.getOwnPropertyDescriptor(globalThis, "navigator");

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
  if (originalNavigator) Object.defineProperty(globalThis, "navigator", originalNavigator);
});

describe("initialLanguage", () => {
  it("follows a Telugu browser, with or without a region", () => {
    browser(["te"]);
    expect(initialLanguage()).toBe("te");
    browser(["te-IN", "en-IN"]);
    expect(initialLanguage()).toBe("te");
    browser(["TE_in"]);
    expect(initialLanguage()).toBe("te");
  });

  it("takes the first of the browser's languages that Ruchi has", () => {
    browser(["hi-IN", "te-IN", "en"]);
    expect(initialLanguage()).toBe("te");
    browser(["en-GB", "te-IN"]);
    expect(initialLanguage()).toBe("en");
  });

  it("falls back to English for languages Ruchi does not have", () => {
    browser(["hi-IN", "ta"]);
    expect(initialLanguage()).toBe("en");
    browser([]);
    expect(initialLanguage()).toBe("en");
  });

  it("prefers the choice kept on the device over the browser's languages", () => {
    const storage = new MemoryStorage();
    browser(["te-IN"], storage);
    rememberLanguage("en");
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(initialLanguage()).toBe("en");

    browser(["en-US"], storage);
    rememberLanguage("te");
    expect(initialLanguage()).toBe("te");
  });

  it("ignores a stored value that is not one of its languages", () => {
    const storage = new MemoryStorage();
    storage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    browser(["te"], storage);
    expect(initialLanguage()).toBe("te");
  });

  it("still answers when the page may not use storage", () => {
    browser(["te-IN"], "blocked");
    expect(initialLanguage()).toBe("te");
    expect(() => rememberLanguage("en")).not.toThrow();
  });

  it("runs from its own source alone, as the early script embeds it", () => {
    const storage = new MemoryStorage();
    storage.setItem("another.key", "te");
    browser(["en-US"], storage);
    const embedded = new Function(`return (${initialLanguage.toString()})(${JSON.stringify("another.key")});`) as () => string;
    expect(embedded()).toBe("te");
  });
});

describe("isLanguage", () => {
  it("knows exactly English and Telugu", () => {
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("te")).toBe(true);
    expect(isLanguage("te-IN")).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});
