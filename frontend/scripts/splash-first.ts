import type { Plugin } from "vite";

const STYLESHEET_LINK = /^[ \t]*<link rel="stylesheet"[^>]*>\n?/gm;
const BODY_END = /\n?[ \t]*<\/body>/;

/**
 * Moves the app's stylesheets from the head to the end of the body. A stylesheet in the head
 * holds back every paint until it has loaded; one at the end of the body holds back only what
 * follows it, so the loading splash (styled inline in index.html) paints as soon as the HTML has
 * arrived, on a slow phone network well before the CSS and the app's code. The preload scanner
 * still fetches the stylesheets at once, and the app's scripts still run only after they have
 * loaded (stylesheets block scripts wherever they stand), so nothing renders unstyled.
 */
export function splashFirst(): Plugin {
  return {
    name: "ruchi:splash-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const links = html.match(STYLESHEET_LINK) ?? [];
        if (links.length === 0) return html;
        const body = html.replace(STYLESHEET_LINK, "");
        if (!BODY_END.test(body)) throw new Error("splash first: index.html has no </body>");
        const moved = links.map((link) => `\n    ${link.trim()}`).join("");
        return body.replace(BODY_END, `${moved}\n  </body>`);
      },
    },
  };
}
