/** The renter's /profile page: details, language, password, account deletion. */
export const profile = {
  title: "My Profile",
  emailVerifiedNow: "Thank you: {{email}} is verified. Your account is ready.",
  applied: "Your application was sent. You can use SewaGear as a renter until it is approved.",
  status: {
    title: "Account status",
    accountType: "Account type",
    idVerification: "ID verification",
    email: "E-mail",
    emailVerified: "{{email}} — verified",
    emailUnverified: "{{email}} — not verified yet",
    application: "Application",
    /** `role` and `status` are the words below, already translated. */
    applicationState: "{{role}}: {{status}}",
    applicationStatus: { pending: "pending", approved: "approved", refused: "refused" },
    verification: {
      unverified: "Not verified",
      pending: "Verification pending review",
      verified: "Verified",
      rejected: "Verification rejected",
    },
    resend: "Send verification e-mail again",
    resent: "We sent a new verification link to {{email}}.",
  },
  /** Seed section 5, verbatim; `fields` is the list of missing items (see `list`). */
  completeness: {
    complete: "Your profile is complete!",
    incomplete: "Please complete your profile by adding: {{fields}}",
    /** How two or more items are joined: the first, then the rest (itself a list). */
    list: "{{first}}, {{rest}}",
    idCard: "ID Card Verification",
    address: "Complete Address Information",
  },
  details: {
    title: "Personal details",
    fullName: "Full name",
    phone: "Phone number",
    phonePlaceholder: "012-3456789",
    streetAddress: "Street address",
    postalCode: "Postal code",
    city: "City",
    state: "State",
    statePlaceholder: "Choose a state",
    notifications: "Send me notifications about my bookings",
    submit: "Save details",
    busy: "Saving…",
    saved: "Your details were saved.",
  },
  password: {
    title: "Change password",
    current: "Current password",
    currentRequired: "Enter your current password",
    mismatch: "The new passwords do not match",
    submit: "Change password",
    busy: "Changing…",
    changed: "Your password was changed. Other devices were signed out.",
  },
  delete: {
    title: "Delete my account",
    body: "Your personal details, address, identity documents and sign-in are removed for good. Bookings still in progress must be finished or cancelled first; finished ones stay in the other side's records without your details. This cannot be undone.",
    adminNote: "Admin accounts are removed by another admin.",
    open: "Delete my account",
    dialogTitle: "Delete your account?",
    confirm: "Enter your password to confirm. Everything personal is deleted at once.",
    password: "Password",
    passwordRequired: "Enter your password",
    submit: "Delete for good",
    busy: "Deleting…",
    wrongPassword: "The password is not correct.",
    openBookings:
      "You have bookings in progress. Finish or cancel them before deleting your account, so nobody is left holding gear or money.",
    adminSelf: "An admin account cannot delete itself here; ask another admin to remove it.",
  },
  /** "Download my data" (PDPA; modules/data-export). */
  dataExport: {
    title: "Download my data",
    intro:
      "Ask for a copy of everything SewaGear holds about you: your account and profile, bookings, messages, reviews, invoices, deposits, handover sheets, saved filters, wanted posts, notifications, consents and the files we still keep. We prepare one ZIP file and tell you by e-mail when it is ready.",
    request: "Prepare my data",
    requesting: "Asking…",
    pending: "We are preparing your file (asked {{date}}). This page updates when it is ready.",
    ready: "Your file is ready ({{size}}). The link works until {{date}}.",
    download: "Download my data (ZIP)",
    expired: "The link of your last file has expired and the file was deleted.",
    failed: "We could not prepare your file. Please ask again.",
    nextRequest: "You can ask again after {{date}}.",
    tooSoon:
      "You can ask for your data once a day. Your last request was less than 24 hours ago; please try again later.",
    that: "That data export",
    notifyTitle: "Your data is ready to download",
    notifyBody: "Download it from your profile within {{days}} days.",
    readme: {
      title: "Your data at SewaGear, prepared on {{date}}",
      intro:
        "This archive holds everything SewaGear keeps about you, as JSON files (one per section) and the files themselves.",
      sections:
        "account.json: your account, sign-in methods, sessions and applications. profile.json: your owner profile, payment settings and identity verification requests. consents.json: your language, notification and alert choices. bookings.json: your bookings as renter and as owner, with their events. messages.json: your booking threads. reviews.json: reviews you wrote and received. invoices.json, deposits.json and handover-sheets.json: the money and handover records of your bookings. gear.json: your listings. saved-filters.json, wanted-posts.json, notifications.json, push-subscriptions.json and audit-trail.json: the rest.",
      files:
        "files.json lists what is in the files folder: identity documents while we still keep them, receipts you uploaded, handover photos you took, your listings' photos, your profile photo and DuitNow QR code.",
      otherPeople:
        "Other people appear by their display name only (the owner's or renter's name shown on the booking); their e-mail addresses, phone numbers, IC numbers and bank details are not part of your data. Secrets such as your password hash and session tokens are left out.",
      expiry: "The download link works for {{days}} days; then this file is deleted from our storage.",
    },
  },
  verification: {
    title: "Identity verification",
    verified: "Your identity is verified.",
    verifiedStudent: "Your identity is verified. Your student card is approved: student rates apply.",
    pending: "Your documents are waiting for review. We will e-mail you the decision.",
    // The reason last, as staff wrote it: a full stop after it doubled theirs (issue 30).
    rejected: "Your last submission was not approved. Please correct it and send again. Reason: {{reason}}",
    intro:
      "Owners rent only to verified renters. Your documents are private: only our verification team sees them, and location data is removed from the photos.",
    fullName: "Full name as on your IC",
    mykad: "MyKad number",
    mykadPlaceholder: "900101-14-5678",
    icFront: "IC front",
    icBack: "IC back",
    selfie: "Selfie holding your IC",
    student: "Student card (optional, for student rates)",
    studentCard: "Student card photo",
    institution: "Institution",
    expiry: "Card expiry date",
    submit: "Submit for verification",
    busy: "Uploading…",
    /** Warnings about a chosen photo before it is sent (shared/document-image-checks.ts). */
    imageWarnings: {
      tooSmall:
        "This photo is small ({{width}} × {{height}} pixels): the print on your IC may not be readable. Take it closer or at a higher resolution.",
      tooDark: "This photo looks too dark to read. Take it again in better light.",
      tooBlurred: "This photo looks blurred. Hold the camera still and let it focus before you take it.",
      sendAnyway: "You can still send it, but our team may ask you for a clearer one.",
    },
  },
};
