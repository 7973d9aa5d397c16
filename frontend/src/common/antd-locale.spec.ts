import antdEnglish from "antd/lib/locale/en_US";
import { language as english } from "../i18n/en/language";
import { language as telugu } from "../i18n/te/language";
import { adminAntd as englishAdmin } from "../i18n/en/admin-antd";
import { adminAntd as teluguAdmin } from "../i18n/te/admin-antd";
import { antdLocale } from "./antd-locale";

describe("antdLocale", () => {
  it("in English says what antd itself says, for every text Ruchi's screens can show", () => {
    const built = antdLocale("en", { ...english.antd, ...englishAdmin.antd });
    expect(built.global).toEqual(antdEnglish.global);
    expect(built.Pagination).toEqual(antdEnglish.Pagination);
    expect(built.Modal).toEqual(antdEnglish.Modal);
    expect(built.Popconfirm).toEqual(antdEnglish.Popconfirm);
    expect(built.Upload).toEqual(antdEnglish.Upload);
    expect(built.Empty).toEqual(antdEnglish.Empty);
    expect(built.Form).toEqual(antdEnglish.Form);
    expect(built.Table).toEqual(antdEnglish.Table);
  });

  it("in Telugu gives antd's components Telugu texts, with antd's placeholders kept", () => {
    const built = antdLocale("te", { ...telugu.antd, ...teluguAdmin.antd });
    expect(built.locale).toBe("te");
    expect(built.Modal).toEqual({ okText: "సరే", cancelText: "రద్దు చేయి", justOkText: "సరే" });
    expect(built.Empty?.description).toBe("ఏమీ లేవు");
    expect(built.Table?.emptyText).toBe("ఏమీ లేవు");
    expect(built.Pagination?.next_page).toBe("తర్వాతి పేజీ");
    expect(built.Form?.defaultValidateMessages.required).toBe("${label} ఇవ్వండి");
    for (const text of Object.values(built.Table ?? {})) expect(String(text)).toMatch(/[\u0C00-\u0C7F]/);
  });

  it("on the shop's pages, before the admin part is loaded, has a table's empty text and leaves uploads to antd", () => {
    const built = antdLocale("te", telugu.antd);
    expect(built.Table).toEqual({ emptyText: "ఏమీ లేవు" });
    expect(built.Upload).toBeUndefined();
  });
});
