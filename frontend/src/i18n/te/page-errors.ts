import type { PublicCatalogue } from "../en-public";

/** The access-denied and not-found pages, in Telugu. */
export const pageErrors: PublicCatalogue["errors"] = {
  unauthTitle: "అనుమతి లేదు",
  unauthText: "ఈ పేజీ చూడటానికి మీకు అనుమతి లేదు.",
  goToHome: "హోమ్‌కి వెళ్లండి",
  notFoundCode: "404",
  notFoundTitle: "పేజీ దొరకలేదు",
  notFoundText: "మీరు వెతుకుతున్న పేజీ లేదు, లేదా వేరే చోటికి మారింది.",
  backToHome: "హోమ్‌కి వెనక్కి",
};
