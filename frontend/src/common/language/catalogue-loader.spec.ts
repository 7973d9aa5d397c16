import i18next, { type i18n as I18n } from "i18next";
import type { Language } from "../../i18n/languages";
import { createCatalogueLoader, type CatalogueSources } from "./catalogue-loader";

/** A download the test finishes (or fails) when it wants, counting how often it was asked for. */
function download(texts: object) {
  const control = { calls: 0, finish: () => {}, fail: () => {} };
  const start = () => {
    control.calls += 1;
    return new Promise<object>((resolve, reject) => {
      control.finish = () => resolve(texts);
      control.fail = () => reject(new Error("offline"));
    });
  };
  return { control, start };
}

type Part = "main" | "admin";

function setUp(start: Language) {
  const i18n: I18n = i18next.createInstance();
  void i18n.init({ resources: {}, lng: start, fallbackLng: false, supportedLngs: ["en", "te"], initAsync: false });
  const downloads = {
    main: { en: download({ app: { loading: "Loading" } }), te: download({ app: { loading: "లోడ్ అవుతోంది" } }) },
    admin: { en: download({ admin: { panel: "Admin panel" } }), te: download({ admin: { panel: "అడ్మిన్ ప్యానెల్" } }) },
  };
  const sources: CatalogueSources<Part> = {
    main: { en: downloads.main.en.start, te: downloads.main.te.start },
    admin: { en: downloads.admin.en.start, te: downloads.admin.te.start },
  };
  const changes: Language[] = [];
  const loader = createCatalogueLoader(i18n, sources, (language) => changes.push(language));
  return { i18n, loader, changes, downloads };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createCatalogueLoader", () => {
  it("downloads a part in the language shown only, once", async () => {
    const { i18n, loader, downloads } = setUp("te");
    const first = loader.loadCatalogue("main");
    void loader.loadCatalogue("main");
    downloads.main.te.control.finish();
    await first;
    expect(i18n.t("app.loading")).toBe("లోడ్ అవుతోంది");
    expect(i18n.resolvedLanguage).toBe("te");
    expect(downloads.main.te.control.calls).toBe(1);
    expect(downloads.main.en.control.calls).toBe(0);
  });

  it("tries a failed download again on the next call", async () => {
    const { loader, downloads } = setUp("en");
    const first = loader.loadCatalogue("main");
    downloads.main.en.control.fail();
    await expect(first).rejects.toThrow("offline");
    const second = loader.loadCatalogue("main");
    downloads.main.en.control.finish();
    await second;
    expect(downloads.main.en.control.calls).toBe(2);
  });

  it("switches only once every part in use is there in the new language", async () => {
    const { i18n, loader, changes, downloads } = setUp("en");
    const main = loader.loadCatalogue("main");
    const admin = loader.loadCatalogue("admin");
    downloads.main.en.control.finish();
    downloads.admin.en.control.finish();
    await Promise.all([main, admin]);

    const switching = loader.switchLanguage("te");
    downloads.main.te.control.finish();
    await settle();
    // The admin's texts are still on their way: the app keeps showing English meanwhile.
    expect(i18n.language).toBe("en");
    expect(i18n.t("admin.panel")).toBe("Admin panel");

    downloads.admin.te.control.finish();
    await switching;
    expect(i18n.language).toBe("te");
    expect(i18n.t("app.loading")).toBe("లోడ్ అవుతోంది");
    expect(i18n.t("admin.panel")).toBe("అడ్మిన్ ప్యానెల్");
    expect(changes).toEqual(["te"]);
  });

  it("does not download parts no page has asked for", async () => {
    const { loader, downloads } = setUp("en");
    const main = loader.loadCatalogue("main");
    downloads.main.en.control.finish();
    await main;
    const switching = loader.switchLanguage("te");
    downloads.main.te.control.finish();
    await switching;
    expect(downloads.admin.te.control.calls).toBe(0);
  });

  it("also fetches, in the coming language, a part asked for during a switch", async () => {
    const { i18n, loader, downloads } = setUp("en");
    const main = loader.loadCatalogue("main");
    downloads.main.en.control.finish();
    await main;

    const switching = loader.switchLanguage("te");
    const admin = loader.loadCatalogue("admin");
    expect(downloads.admin.en.control.calls).toBe(1);
    expect(downloads.admin.te.control.calls).toBe(1);
    downloads.admin.en.control.finish();
    await admin;
    downloads.main.te.control.finish();
    await settle();
    expect(i18n.language).toBe("en");
    downloads.admin.te.control.finish();
    await switching;
    expect(i18n.language).toBe("te");
    expect(i18n.t("admin.panel")).toBe("అడ్మిన్ ప్యానెల్");
  });

  it("stays in its language when the new one cannot be downloaded", async () => {
    const { i18n, loader, changes, downloads } = setUp("en");
    const main = loader.loadCatalogue("main");
    downloads.main.en.control.finish();
    await main;

    const switching = loader.switchLanguage("te");
    downloads.main.te.control.fail();
    await expect(switching).rejects.toThrow("offline");
    await loader.languageSettled();
    expect(i18n.language).toBe("en");
    expect(changes).toEqual([]);
    expect(loader.currentLanguage()).toBe("en");
  });

  it("ends in the language asked for last when switches overlap", async () => {
    const { i18n, loader, changes, downloads } = setUp("en");
    const main = loader.loadCatalogue("main");
    downloads.main.en.control.finish();
    await main;

    const toTelugu = loader.switchLanguage("te");
    const backToEnglish = loader.switchLanguage("en");
    await backToEnglish;
    downloads.main.te.control.finish();
    await toTelugu;
    await loader.languageSettled();
    expect(i18n.language).toBe("en");
    expect(changes).toEqual([]);
  });
});
