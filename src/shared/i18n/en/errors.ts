import type { ErrorCode } from "../../errors";

/** The message for each error code when the server has nothing more specific to say. */
const byCode: Record<ErrorCode | "NETWORK" | "HTTP_ERROR", string> = {
  BAD_INPUT: "Check the highlighted fields and try again.",
  BAD_REQUEST: "The request could not be read. Please try again.",
  UNAUTHENTICATED: "Please sign in to continue.",
  USER_NOT_FOUND: "User document not found",
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
  INVALID_PASSWORD: "The current password is not correct.",
  INVALID_TOKEN: "This link has expired or was already used. Ask for a new one.",
  AUTH_ERROR: "That did not work. Please try again.",
  FORBIDDEN: "You do not have permission to do that.",
  FOREIGN_ORIGIN: "Requests from other sites are not allowed.",
  PROFILE_INCOMPLETE: "Please complete your profile before booking.",
  NOT_FOUND: "That was not found.",
  OWNER_NOT_FOUND: "Owner not found.",
  CONFLICT: "That conflicts with a change made in the meantime. Reload and try again.",
  DATES_TAKEN: "These dates are no longer available",
  TOO_LARGE: "That file is too large.",
  QR_REFUSED: "That image has no DuitNow QR code that can be used.",
  UNSUPPORTED_MEDIA: "That type of file cannot be uploaded.",
  RATE_LIMITED: "Too many requests. Please wait a moment and try again.",
  TOO_SOON: "You asked for this a short while ago. Please try again later.",
  SIGN_IN_THROTTLED: "Too many failed sign-ins. Please wait 15 minutes and try again.",
  USERNAME_CHECK_FAILED: "Error checking username availability",
  UNAVAILABLE: "SewaGear is briefly unavailable. Please try again in a few seconds.",
  INTERNAL: "Something went wrong on our side. Please try again.",
  NETWORK: "Could not reach SewaGear. Check your connection and try again.",
  HTTP_ERROR: "The request failed. Please try again.",
};

/** Error texts: one per code, then the general ones services build with parameters. */
export const errors = {
  ...byCode,
  /** `what` is a thing's name as a message: "That gear", "The invoice". */
  thingNotFound: "{{what}} was not found.",
  invalidValue: "Invalid value",
  invalidInput: "Invalid input",
  /** Uploads (plugins/uploads.ts, storage/images.ts). */
  fileNotFound: "File not found.",
  multipartRequired: "Send the file as multipart/form-data.",
  notAnImage: "Only images can be uploaded: JPEG, PNG, WebP or AVIF.",
  imageTooLarge: "That image is too large. Upload at most 10 MB and 40 megapixels.",
  /** One of several uploads refused: "Photo 2 (IMG_0042.HEIC): Only images can be uploaded…". */
  uploadProblem: "{{file}}: {{problem}}",
  photoNumber: "Photo {{n}}",
  photoNamed: "Photo {{n}} ({{name}})",
};
