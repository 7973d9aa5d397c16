/** Money is stored as integer paise; the API shows rupees (numbers with at most two decimals). */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** "₹1,234.50": the one display format (e-mails and logs; the frontend has its twin). */
export const formatRupees = (paise: number): string =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
