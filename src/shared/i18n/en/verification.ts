/** Identity and student verification: the renter's card and the staff review. */
export const verification = {
  /** The documents of a request, by DocumentKind. */
  documents: {
    icFront: "IC front",
    icBack: "IC back",
    selfie: "Selfie with IC",
    studentCard: "Student card",
  },
  /** Field names inside validation sentences. */
  fields: {
    fullName: "Full name",
    studentInstitution: "Institution",
    reason: "Reason",
  },
  /** The review queue of admins and staff. */
  review: {
    pageTitle: "Identity verification",
    empty: "No verification requests are waiting.",
    details: "MyKad {{mykad}} · {{email}} · submitted {{date}}",
    detailsWithStudentCard:
      "MyKad {{mykad}} · {{email}} · submitted {{date}} · student at {{institution}}, card valid to {{expiry}}",
    /** The alt text of a document image: "IC front of Rina binti Renter". */
    documentAlt: "{{document}} of {{name}}",
    approve: "Approve",
    approveWithStudentCard: "Approve with student card",
    approveLabel: "Approve {{name}}",
    approveRefuseStudentCard: "Approve, refuse student card",
    reject: "Reject",
    rejectLabel: "Reject {{name}}",
    reason: "Reason for the renter",
    sendRejection: "Send rejection",
    /** What the server checked, beside the documents (reviewers only). */
    checks: {
      title: "Checks",
      needsCloserLook: "Needs a closer look",
      clean: "No problems found",
      notMeasured: "The images were sent before they were measured.",
      /** One image's measure: "IC front: 1600 × 1000 px, brightness 160, sharpness 12". */
      measure: "{{document}}: {{width}} × {{height}} px, brightness {{luminance}}, sharpness {{sharpness}}",
      flags: { tooSmall: "too small", tooDark: "too dark", tooBlurred: "blurred" },
      sameMykadTitle: "The same MyKad number was sent from another account:",
      /** One other account: "Rina (rina@example.com)". */
      account: "{{name}} ({{email}})",
    },
  },
  /** In-app notifications a submission or a decision leaves. */
  notify: {
    submittedTitle: "New verification request",
    verifiedTitle: "Your identity is verified",
    rejectedTitle: "Your verification was not approved",
  },
  errors: {
    fullName: "Enter your full name as on your IC",
    /** What is wrong with a MyKad number (shared/mykad.ts). */
    mykad: {
      digits: "A MyKad number has 12 digits, like 900101-14-5678",
      birthDate: "The first six digits of a MyKad number are a date of birth (YYMMDD)",
      placeOfBirth: "Digits 7 and 8 of a MyKad number are not a valid place-of-birth code",
      underage: "You must be at least {{age}} years old to rent on SewaGear",
    },
    expiryFormat: "Use a date like 2027-06-30",
    studentCardExpired: "This student card has expired",
    onlyRenters: "Only renters verify their identity here.",
    alreadyPending: "Your documents are already waiting for review.",
    alreadyVerified: "Your identity is already verified.",
    reasonRequired: "Give the renter a reason for the rejection.",
    reasonField: "A reason is required",
    /** A decision on a request decided before, by the status it has. */
    alreadyDecided: {
      verified: "This request was already verified.",
      rejected: "This request was already rejected.",
    },
    photoRequired: "This photo is required",
    documentsRequired: "Upload the front and back of your IC and a selfie holding it.",
    studentCardDetails: "Give the institution and expiry date of your student card.",
    studentCardField: "Required with a student card",
    checkForm: "Check the form",
    /** Names for "… was not found." */
    thatRequest: "The verification request",
    thatDocument: "The document",
  },
};
