/** The admin dashboard: users, owner applications, settings. */
export const admin = {
  dashboard: {
    title: "Admin dashboard",
    pagesLabel: "Admin pages",
    pages: {
      verification: "Verification",
      scammerReports: "Scammer reports",
      depositDisputes: "Deposit disputes",
      invoices: "Invoices",
      staffSalary: "Staff salary",
      accounts: "Accounts (books)",
      vouchers: "Vouchers",
      settings: "Settings",
      reviews: "Review moderation",
      audit: "Audit trail",
      jobs: "Failed jobs",
    },
    counts: {
      total: "Accounts",
      owners: "Owners",
      unverified: "Not yet verified",
      pendingApplications: "Applications waiting",
    },
  },
  liveBookings: {
    title: "Live bookings",
    empty: "No open bookings.",
  },
  pendingVerifications: {
    title: "Pending verifications",
    listLabel: "Verification requests waiting",
  },
  unverified: {
    title: "Unverified users",
    allVerified: "Every renter is verified.",
    /** `limit` is how many the list holds (20). */
    intro: "The {{limit}} newest accounts not yet verified, updated as people sign up.",
    listLabel: "Newest unverified users",
    joined: "joined {{date}}",
  },
  applications: {
    title: "Staff and accountant applications",
    empty: "No applications are waiting.",
    /** `role` is one of `role` below. */
    appliedAs: "Applied as {{role}} on {{date}}",
    appliedAsEmailUnverified: "Applied as {{role}} on {{date}} · e-mail not verified",
    /** The role inside a sentence ("Applied as staff"). */
    role: { staff: "staff", accountant: "accountant", admin: "admin" },
    approve: "Approve",
    refuse: "Refuse",
    approveLabel: "Approve {{name}} as {{role}}",
    refuseLabel: "Refuse {{name}} as {{role}}",
  },
  settings: {
    title: "Admin settings",
    fees: {
      title: "Fees and defaults",
      serviceFee: "Service fee (%)",
      sst: "SST (%)",
      threshold: "Default extended-price threshold (days)",
      serviceFeeFormat: "Type a percentage like 5 or 6.5",
      sstFormat: "Type a percentage like 8",
      notNegative: "Cannot be negative",
      atMost50: "At most 50%",
      thresholdRange: "Use a whole number of days from 2 to 60",
      percentHint: "From 0 to 50, up to two decimals.",
      thresholdHint: "A whole number of days from 2 to 60.",
      save: "Save fees",
      saved: "Saved. New quotes and bookings use these values.",
    },
  },
  errors: {
    thatApplication: "The application",
    alreadyDecided: {
      approved: "This application was already approved.",
      refused: "This application was already refused.",
    },
  },
};
