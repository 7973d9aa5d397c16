import type { Catalogue } from "../en";

/** Adding to the cart, in Telugu (the sheet's texts: te/cart-sheet.ts). */
export const cart: Catalogue["cart"] = {
  added: "కార్ట్‌లో చేర్చాం",
  failed: "ఏదో పొరపాటు జరిగింది",
  conflictTitle: "కొత్త కార్ట్ మొదలుపెట్టాలా?",
  conflictText: "మీ కార్ట్‌లో వేరే రెస్టారెంట్ ఐటమ్స్ ఉన్నాయి. వాటిని తీసేసి, ఈ ఐటమ్‌తో కొత్త కార్ట్ మొదలుపెట్టాలా?",
  conflictConfirm: "కొత్త కార్ట్ మొదలుపెట్టండి",
  conflictCancel: "నా కార్ట్ ఉంచండి",
};
