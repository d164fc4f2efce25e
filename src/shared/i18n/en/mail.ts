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
    reason: "Reason: {{reason}}.",
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
