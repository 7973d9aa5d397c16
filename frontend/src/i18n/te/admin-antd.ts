import type { AdminAntdTexts } from "../en/admin-antd";

/** antd's admin-only texts in Telugu (see en/admin-antd.ts); `${...}` are antd's placeholders. */
export const adminAntd: { antd: AdminAntdTexts } = {
  antd: {
    table: {
      filterTitle: "ఫిల్టర్ మెనూ",
      filterConfirm: "సరే",
      filterReset: "తీసేయి",
      filterEmptyText: "ఫిల్టర్లు లేవు",
      filterCheckAll: "అన్నీ ఎంచుకోండి",
      filterSearchPlaceholder: "ఫిల్టర్లలో వెతకండి",
      selectAll: "ఈ పేజీలోవన్నీ ఎంచుకోండి",
      selectInvert: "ఈ పేజీలో ఎంపికను తిరగేయండి",
      selectNone: "ఎంపికలన్నీ తీసేయండి",
      selectionAll: "మొత్తం అన్నీ ఎంచుకోండి",
      sortTitle: "క్రమం",
      expand: "వరుస తెరవండి",
      collapse: "వరుస మూసేయండి",
      triggerDesc: "తగ్గే క్రమంలో అమర్చడానికి నొక్కండి",
      triggerAsc: "పెరిగే క్రమంలో అమర్చడానికి నొక్కండి",
      cancelSort: "క్రమం తీసేయడానికి నొక్కండి",
    },
    upload: {
      uploading: "అప్‌లోడ్ అవుతోంది...",
      removeFile: "ఫైల్ తీసేయండి",
      uploadError: "అప్‌లోడ్ కాలేదు",
      previewFile: "ఫైల్ చూడండి",
      downloadFile: "ఫైల్ డౌన్‌లోడ్ చేయండి",
    },
  },
};
