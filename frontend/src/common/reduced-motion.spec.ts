import { theme, themeWithoutMotion } from "../theme";
import { prefersReducedMotion } from "./reduced-motion";

function withWindow(matchMedia: ((query: string) => { matches: boolean }) | undefined, run: () => void) {
  const global = globalThis as unknown as { window?: unknown };
  const saved = global.window;
  global.window = matchMedia ? { matchMedia } : {};
  try {
    run();
  } finally {
    global.window = saved;
  }
}

describe("prefersReducedMotion", () => {
  it("follows the system setting for reduced motion", () => {
    const asked: string[] = [];
    withWindow(
      (query) => {
        asked.push(query);
        return { matches: true };
      },
      () => expect(prefersReducedMotion()).toBe(true),
    );
    expect(asked).toEqual(["(prefers-reduced-motion: reduce)"]);
    withWindow(
      () => ({ matches: false }),
      () => expect(prefersReducedMotion()).toBe(false),
    );
  });

  it("assumes motion is fine where the browser cannot tell", () => {
    withWindow(undefined, () => expect(prefersReducedMotion()).toBe(false));
  });
});

describe("themeWithoutMotion", () => {
  it("is the Ruchi theme with antd's motion switched off", () => {
    expect(themeWithoutMotion.token?.motion).toBe(false);
    expect({ ...themeWithoutMotion.token, motion: theme.token?.motion }).toEqual(theme.token);
    expect(themeWithoutMotion.components).toBe(theme.components);
  });
});
