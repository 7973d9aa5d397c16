import { seededRandom, type SeededRandom } from "./seed-random";

/** The seed's randomness (mulberry32, seed-random.ts) with what the history draws besides numbers. */
export interface HistoryRandom extends SeededRandom {
  /** A version-4 UUID made of the seed's numbers: the same seed, the same ids. */
  uuid(): string;
  /** A string of `count` decimal digits (a UPI reference). */
  digits(count: number): string;
  /** One of the choices, each as likely as its last element (a weight). */
  weighted<T extends readonly unknown[]>(choices: ReadonlyArray<T>): T;
}

export function historyRandom(seed: string): HistoryRandom {
  const random = seededRandom(seed);
  const hex = (count: number) => Array.from({ length: count }, () => random.int(0, 15).toString(16)).join("");
  return {
    ...random,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`,
    digits: (count) => Array.from({ length: count }, () => String(random.int(0, 9))).join(""),
    weighted: <T extends readonly unknown[]>(choices: ReadonlyArray<T>): T => {
      const total = choices.reduce((sum, choice) => sum + Number(choice[choice.length - 1]), 0);
      let roll = random.next() * total;
      for (const choice of choices) {
        roll -= Number(choice[choice.length - 1]);
        if (roll < 0) return choice;
      }
      return choices[choices.length - 1]!;
    },
  };
}
