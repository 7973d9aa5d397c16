/** The access-denied and not-found pages. */
export const pageErrors = {
  unauthTitle: "Access Denied",
  unauthText: "You don't have permission to view this page.",
  goToHome: "Go to Home",
  notFoundCode: "404",
  notFoundTitle: "Page Not Found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  backToHome: "Back to Home",
} as const;
