/** The kit screens (issue 32 item 2, ADR 039): the owner's kit builder and what a kit's page and card say. */
export const kitScreens = {
  form: {
    noUnits: "A kit has no units of its own: how many can go out at once is what its listings allow.",
  },
  newKit: {
    title: "Build a kit",
    intro:
      "A kit is a package of your own listings rented as one, such as a camera body, a lens and two batteries. It has its own name, photos, price table and deposit; a booking of it holds each listing for the dates.",
    submit: "Create kit",
  },
  components: {
    legend: "What is in the kit",
    intro: "Choose your listings and how many of each one kit takes.",
    loading: "Loading your listings",
    noListings: "You have no active listings to put in a kit: list your gear first.",
    option_one: "{{name}} (1 unit)",
    option_other: "{{name}} ({{count}} units)",
    listing: "Component {{index}}: listing",
    quantity: "Component {{index}}: quantity",
    removeLabel: "Remove component {{index}}",
    add: "Add a listing",
    choose: "Choose a listing",
    chooseRequired: "Choose one of your listings",
    capacity_zero: "None of this kit can go out now: its listings do not have enough units.",
    capacity_one: "1 of this kit can go out at once.",
    capacity_other: "{{count}} of this kit can go out at once.",
    save: "Save components",
    saved: "The kit's components were saved.",
  },
  list: {
    badge: "Kit",
    newKit: "Build a kit",
  },
  availability: {
    legend_one: "Kits free on a day some are booked (1 kit at most)",
    legend_other: "Kits free on a day some are booked ({{count}} kits at most)",
    free_one: "{{free}} of 1 kit free",
    free_other: "{{free}} of {{count}} kits free",
  },
  contents: {
    title: "What is in this kit",
    intro: "One booking holds all of it for your dates.",
    loading: "Loading what is in the kit",
    loadFailed: "What is in the kit could not be loaded: {{error}}",
  },
};
