import type { Widen } from "../en";

/**
 * antd's texts only the admin panel's screens show: a table's sorting, filters, selection and
 * expanding rows (the Cash page), and uploads (pictures). The admin part of the catalogue adds
 * them to `language.antd` when its pages load (common/antd-locale.ts), so the shop's pages never
 * download them.
 */
export const adminAntd = {
  antd: {
    table: {
      filterTitle: "Filter menu",
      filterConfirm: "OK",
      filterReset: "Reset",
      filterEmptyText: "No filters",
      filterCheckAll: "Select all items",
      filterSearchPlaceholder: "Search in filters",
      selectAll: "Select current page",
      selectInvert: "Invert current page",
      selectNone: "Clear all data",
      selectionAll: "Select all data",
      sortTitle: "Sort",
      expand: "Expand row",
      collapse: "Collapse row",
      triggerDesc: "Click to sort descending",
      triggerAsc: "Click to sort ascending",
      cancelSort: "Click to cancel sorting",
    },
    upload: {
      uploading: "Uploading...",
      removeFile: "Remove file",
      uploadError: "Upload error",
      previewFile: "Preview file",
      downloadFile: "Download file",
    },
  },
};

export type AdminAntdTexts = Widen<(typeof adminAntd)["antd"]>;
