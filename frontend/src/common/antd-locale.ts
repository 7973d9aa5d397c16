import type { ConfigProviderProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Catalogue } from "../i18n/en";
import type { AdminAntdTexts } from "../i18n/en/admin-antd";

type AntdLocale = NonNullable<ConfigProviderProps["locale"]>;
/** The main catalogue's antd texts, with the admin part's once its pages have loaded it (i18n/en/admin-antd.ts). */
type AntdTexts = Catalogue["language"]["antd"] & Partial<AdminAntdTexts>;

/**
 * antd's locale (its own texts: dialog buttons, empty tables, pagination, sorting, uploads, form
 * messages) built from the catalogue, so antd speaks the app's language; antd ships no Telugu.
 * Only what Ruchi's screens use is given; antd's English fills in for components it does not
 * use (date pickers, tours ...). A table's sorting and expanding and the uploads' texts come with
 * the admin part of the catalogue, the only pages that show them.
 */
export function antdLocale(language: string, texts: AntdTexts): AntdLocale {
  const { pagination, table, upload, form } = texts;
  return {
    locale: language,
    global: { placeholder: texts.placeholder, close: texts.close, sortable: texts.sortable, show: texts.show, hide: texts.hide },
    Pagination: {
      items_per_page: pagination.itemsPerPage,
      jump_to: pagination.jumpTo,
      jump_to_confirm: pagination.jumpToConfirm,
      page: pagination.page,
      prev_page: pagination.prevPage,
      next_page: pagination.nextPage,
      prev_5: pagination.prev5,
      next_5: pagination.next5,
      prev_3: pagination.prev3,
      next_3: pagination.next3,
      page_size: pagination.pageSize,
    },
    Table: { ...table, emptyText: texts.noData },
    Modal: { okText: texts.ok, cancelText: texts.cancel, justOkText: texts.ok },
    Popconfirm: { okText: texts.ok, cancelText: texts.cancel },
    ...(upload ? { Upload: { ...upload } } : {}),
    Empty: { description: texts.noData },
    Form: {
      optional: form.optional,
      defaultValidateMessages: {
        default: form.default,
        required: form.required,
        enum: form.enum,
        whitespace: form.whitespace,
        date: { format: form.dateFormat, parse: form.dateParse, invalid: form.dateInvalid },
        types: {
          string: form.type,
          method: form.type,
          array: form.type,
          object: form.type,
          number: form.type,
          date: form.type,
          boolean: form.type,
          integer: form.type,
          float: form.type,
          regexp: form.type,
          email: form.type,
          url: form.type,
          hex: form.type,
        },
        string: { len: form.stringLen, min: form.stringMin, max: form.stringMax, range: form.stringRange },
        number: { len: form.numberLen, min: form.numberMin, max: form.numberMax, range: form.numberRange },
        array: { len: form.arrayLen, min: form.arrayMin, max: form.arrayMax, range: form.arrayRange },
        pattern: { mismatch: form.patternMismatch },
      },
    },
  };
}

/** antd's locale in the app's current language; a new object only when the language changes. */
export function useAntdLocale(): AntdLocale {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => antdLocale(language, t("language.antd", { returnObjects: true })), [language, t]);
}
