/** Words used across the app: the language switch, shared buttons, states of a page. */
export const common = {
  language: {
    label: "Language",
    en: "English",
    ms: "Bahasa Melayu",
    short: { en: "EN", ms: "BM" },
    invalid: "Choose English or Bahasa Melayu",
    switchTo: "Switch language to {{language}}",
  },
  /** Previous / Next under a paged list (components/ui/pager.tsx). */
  pager: { label: "Pages", previous: "Previous", next: "Next", position: "Page {{page}} of {{pages}}" },
  actions: {
    save: "Save",
    cancel: "Cancel",
    tryAgain: "Try again",
    reload: "Reload",
    goHome: "Go to Home",
    close: "Close",
  },
  state: {
    loading: "Loading",
    offline: "You are offline",
    checkingSession: "Checking your session",
    sessionFailed: "Could not check your session. Reload the page to try again.",
    /** `what` names what a page loads, in the reader's language: "Loading your profile". */
    loadingYour: "Loading your {{what}}",
    loadFailedYour: "Could not load your {{what}}",
    /** A failure's heading and its reason: "Could not load your profile: That was not found." */
    failedBecause: "{{title}}: {{reason}}",
  },
  password: {
    newHint: "8 to 128 characters.",
  },
  /** Account roles as a person reads them (profile, back office). */
  roles: {
    user: "Renter",
    owner: "Owner",
    admin: "Admin",
    staff: "Staff",
    accountant: "Accountant",
  },
  routeError: {
    title: "Something went wrong",
    notFoundTitle: "Page not found",
    notFoundBody: "There is no page at this address. It may have moved, or the link may be mistyped.",
    body: "This page could not be shown. Try again, or go back to the home page.",
    newVersion: "A new version of SewaGear is available. Reload the page to continue.",
  },
  /** Under a long text field near or past its limit (components/ui/field.tsx): nothing pasted is cut off. */
  characters: {
    left_one: "{{count}} character left",
    left_other: "{{count}} characters left",
    over_one: "{{count}} character too many",
    over_other: "{{count}} characters too many",
  },
};
