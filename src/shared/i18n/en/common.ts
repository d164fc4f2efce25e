/** Words used across the app: the language switch, shared buttons, states of a page. */
export const common = {
  language: {
    label: "Language",
    en: "English",
    ms: "Bahasa Melayu",
    short: { en: "EN", ms: "BM" },
    switchTo: "Switch language to {{language}}",
  },
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
  },
  routeError: {
    title: "Something went wrong",
    notFoundTitle: "Page not found",
    body: "This page could not be shown. Try again, or go back to the home page.",
    newVersion: "A new version of SewaGear is available. Reload the page to continue.",
  },
};
