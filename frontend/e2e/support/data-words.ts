import type { Page, Response } from "@playwright/test";
import { formatOrderNumber } from "../../src/common/formatters";
import { initialsOf } from "../../src/common/initials";
import { latinWordsIn } from "./visible-words";

/**
 * The GraphQL fields that hold names and free text people typed (restaurant and dish names,
 * addresses, a user's name and e-mail, a town from the geocoder) and an order's number: data the
 * page shows as it was written, in whatever script, and so not a text the app's catalogue
 * translates. Enum values and messages are not among them: an untranslated status or a server
 * message is a finding.
 */
const FREE_TEXT_FIELDS = new Set([
  "name",
  "userName",
  "email",
  "restaurantName",
  "description",
  "ingredients",
  "address",
  "city",
  "notes",
  "town",
  "district",
  "state",
  "rejectionReason",
  "shortId",
]);

/** Fields the app shows made into something else. */
const SHOWN_AS: Record<string, (value: string) => string> = {
  // An order's number ("#89BD28").
  id: (id) => formatOrderNumber(id),
  // The avatar shows the initials.
  userName: (name) => `${name} ${initialsOf(name)}`,
};

/**
 * Records the words of the free-text data the page received from the API (its own requests and
 * the early script's), from the moment it is called: the allow-list of data names for
 * `visibleLatinWords`, read from what the page itself loaded instead of written into the test.
 */
export function recordDataWords(page: Page): { words(): Promise<Set<string>> } {
  const words = new Set<string>();
  const reading = new Set<Promise<void>>();
  const collect = (value: unknown, field: string | null) => {
    if (typeof value === "string") {
      if (field === null || !(FREE_TEXT_FIELDS.has(field) || field in SHOWN_AS)) return;
      const shown = SHOWN_AS[field]?.(value) ?? value;
      for (const word of latinWordsIn(shown)) words.add(word);
    } else if (Array.isArray(value)) {
      for (const item of value) collect(item, field);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) collect(item, key);
    }
  };
  page.on("response", (response: Response) => {
    if (new URL(response.url()).pathname !== "/graphql" || !response.ok()) return;
    const read = response
      .json()
      .then((answer: { data?: unknown } | Array<{ data?: unknown }>) => {
        for (const part of Array.isArray(answer) ? answer : [answer]) collect(part.data, null);
      })
      // A response cut off by a navigation has nothing the page could still show.
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    /** The words so far, once the answers already received have been read. */
    async words() {
      await Promise.all(reading);
      return words;
    },
  };
}
