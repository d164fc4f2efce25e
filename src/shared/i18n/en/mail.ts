/** E-mails, in the recipient's saved language (src/server/jobs/mail-templates.ts). */
export const mail = {
  greeting: "Hi {{name}},",
  signature: "— SewaGear",
  footer: "SewaGear — camera and production gear rental, Malaysia",
  resetPassword: {
    subject: "Reset your SewaGear password",
    body: "Someone asked to reset the password of your SewaGear account. The link works for one hour.",
    notYou: "If it was not you, ignore this e-mail: your password stays as it is.",
    action: "Set a new password",
  },
  verifyEmail: {
    subject: "Verify your e-mail address",
    body: "Please confirm this e-mail address for your SewaGear account.",
    action: "Verify my e-mail",
  },
  existingAccount: {
    subject: "You already have a SewaGear account",
    body: "Someone tried to register a new SewaGear account with this e-mail address. You already have one.",
    signIn: "Sign in at {{loginUrl}}, or if you forgot your password, reset it.",
    action: "Reset my password",
  },
  bookingRequest: {
    subject: "New booking request: {{gearName}}",
    body: "{{renterName}} asks to rent {{gearName}} from {{startDate}} to {{endDate}}.",
    record: "Their record on SewaGear: {{record}}",
    deadline: "Approve or decline within 48 hours, or the request is cancelled automatically.",
    action: "Answer the request",
  },
  bookingApproved: {
    subject: "Approved: {{gearName}}",
    body: "Your booking of {{gearName}} from {{startDate}} to {{endDate}} was approved.",
    deadline:
      "Pay the owner with the details on the booking and upload your receipt within 24 hours, or the booking is cancelled and the dates released.",
    action: "See payment details",
  },
  handoverReady: {
    subject: "{{sheet}} for {{gearName}}: ready for you to confirm",
    body: "The owner filled in the {{sheetInText}} for {{gearName}} ({{startDate}} to {{endDate}}): the items, their condition and photos.",
    next: "Check it against the gear in front of you, then confirm it, or say what you disagree with.",
    action: "Check the sheet",
  },
  handoverAnswered: {
    subject: "{{sheet}} for {{gearName}}: the renter answered",
    confirmed: "{{renterName}} confirmed the {{sheetInText}} for {{gearName}} ({{startDate}} to {{endDate}}).",
    disputed: "{{renterName}} disagrees with the {{sheetInText}} for {{gearName}} ({{startDate}} to {{endDate}}).",
    note: "What they wrote: “{{note}}”",
    action: "Open the sheets",
  },
  receiptUploaded: {
    subject: "Payment receipt uploaded: {{gearName}}",
    body: "{{renterName}} uploaded a payment receipt for {{gearName}} ({{startDate}} to {{endDate}}).",
    next: "Check it and accept it to confirm the booking.",
    action: "Check the receipt",
  },
  verificationSubmitted: {
    subject: "New verification request",
    body: "{{applicant}} submitted identity documents for review.",
    someone: "A renter",
    action: "Review the request",
  },
  verificationApproved: {
    subject: "Your identity is verified",
    body: "Your SewaGear identity verification was approved. You can now book gear.",
    action: "Find gear",
  },
  verificationRejected: {
    subject: "Your identity verification was not approved",
    // No full stop after the reason: staff often end it with one ("Blurry photo.." otherwise).
    reason: "Reason: {{reason}}",
    noReason: "not given",
    next: "You can correct it and submit again from your profile.",
    action: "Open my profile",
  },
  bookingStatus: {
    subject: "{{gearName}}: booking {{status}}",
    body: "The booking of {{gearName}} from {{startDate}} to {{endDate}} is now {{status}}.",
    reason: "Reason: {{reason}}",
    action: "Open the booking",
  },
  reviewHidden: {
    subject: "Your review was hidden",
    body: "An administrator hid your review from SewaGear's public pages; it no longer counts in the rating.",
    reason: "Reason: {{reason}}",
    action: "See the page",
  },
  dataExportReady: {
    subject: "Your SewaGear data is ready to download",
    body: "The file with everything SewaGear holds about you is ready. Sign in and download it from your profile.",
    expiry: "The download link works until {{date}}; after that the file is deleted and you can ask for a new one.",
    action: "Download my data",
  },
  reviewRestored: {
    subject: "Your review is shown again",
    body: "An administrator restored your review: it is back on SewaGear's public pages and counts in the rating.",
    reason: "Note: {{reason}}",
    action: "Open SewaGear",
  },
  scamConfirmed: {
    subject: "Your scam report was confirmed",
    body: "Our team reviewed your report about {{reportedName}} and confirmed it. Owners will now be warned when this person asks for a booking.",
    reason: "Reason: {{reason}}",
    action: "See your reports",
  },
  scamDismissed: {
    subject: "Your scam report was dismissed",
    body: "Our team reviewed your report about {{reportedName}} and could not confirm it, so no warning will be shown to owners.",
    action: "See your reports",
  },
  filterDigest: {
    subject: "New gear for your saved filters",
    intro: "Newly listed gear matches your saved filters:",
    item: "{{gearName}}, {{price}} a day (“{{filterName}}”): {{url}}",
    action: "See your saved filters",
    unsubscribe: "Stop these e-mails: {{url}}",
  },
  wantedAnswer: {
    subject: "An owner answered “{{postTitle}}”",
    body: "{{ownerName}} offers {{gearName}} for your wanted request “{{postTitle}}”.",
    action: "See the answer",
  },
  message: {
    subject: "New message about {{gearName}}",
    body: "{{from}} wrote: “{{preview}}”",
    someone: "Someone",
    action: "Reply",
  },
};
