import type { Locator, Page } from "@playwright/test";

/**
 * The font files the page's browser context downloads from the moment this is called: the
 * page's own requests and its service worker's (a precache would download them for every
 * visitor, whatever their language).
 */
export function recordFontDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.context().on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "font" || /\.(woff2?|ttf|otf)$/.test(path)) urls.push(path);
  });
  return urls;
}

/** The states of the page's @font-face rules of `family` ("unloaded" until a page's text needs one). */
export async function fontFaceStates(page: Page, family: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.replace(/["']/g, "") === name).map((face) => `${face.weight}: ${face.status}`);
  }, family);
}

export interface RenderedFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/**
 * The fonts Chromium actually drew the element's own text with (DevTools'
 * CSS.getPlatformFontsForNode): which font gave the glyphs, a web font or the system's.
 */
export async function renderedFonts(element: Locator): Promise<RenderedFont[]> {
  const page = element.page();
  const marker = `e2e-font-${Date.now().toString(36)}`;
  await element.evaluate((node, attribute) => node.setAttribute(attribute, ""), marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `[${marker}]` });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map(({ familyName, isCustomFont, glyphCount }) => ({ familyName, isCustomFont, glyphCount }));
  } finally {
    await cdp.detach();
    await element.evaluate((node, attribute) => node.removeAttribute(attribute), marker);
  }
}

/**
 * Fetches the file behind each @font-face rule of `family` as the page would: where it comes
 * from ("same origin" or "elsewhere"), the answer's status and type.
 */
export async function servedFontFiles(page: Page, family: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSFontFaceRule =>
          rule instanceof CSSFontFaceRule && rule.style.getPropertyValue("font-family").replace(/["']/g, "") === name,
      );
    return Promise.all(
      rules.map(async (rule) => {
        const source = /url\(["']?([^"')]+)["']?\)/.exec(rule.style.getPropertyValue("src"))?.[1];
        if (!source) return "no file";
        const url = new URL(source, document.baseURI);
        const response = await fetch(url);
        return `${url.origin === location.origin ? "same origin" : "elsewhere"}: ${response.status} ${response.headers.get("content-type")}`;
      }),
    );
  }, family);
}
