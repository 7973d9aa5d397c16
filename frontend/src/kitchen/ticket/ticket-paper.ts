import type { RollPaper } from "../../common/print/roll-page";

/**
 * The receipt printer's paper width on this device: 80 mm (the common kitchen printer) unless
 * the staff chose 58 mm. Kept on the device, as the printer belongs to it, not to the account.
 */
export const TICKET_PAPERS = ["80", "58"] as const;

export type TicketPaper = (typeof TICKET_PAPERS)[number];

const STORAGE_KEY = "ruchi.kitchen.ticketPaper";

/** A stored choice as a paper width: anything unknown (or nothing) is 80 mm. */
export function parseTicketPaper(stored: string | null): TicketPaper {
  return stored === "58" ? "58" : "80";
}

export function readTicketPaper(): TicketPaper {
  try {
    return parseTicketPaper(localStorage.getItem(STORAGE_KEY));
  } catch {
    return "80";
  }
}

export function saveTicketPaper(paper: TicketPaper): void {
  try {
    localStorage.setItem(STORAGE_KEY, paper);
  } catch {
    // Storage blocked: the choice holds until the page is reloaded.
  }
}

/** The roll a paper choice prints on (common/print/roll-page.tsx makes its page as long as the ticket). */
export const rollOf = (paper: TicketPaper): RollPaper => ({ rollWidthMm: Number(paper) });
