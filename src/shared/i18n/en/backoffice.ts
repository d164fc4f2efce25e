/** The staff and accountant dashboards. */
export const backoffice = {
  staff: {
    title: "Staff dashboard",
    queueTitle: "Verification queue",
    unverifiedTitle: "Renters not yet verified",
    allVerified: "Every renter is verified.",
  },
};
