/**
 * Field messages shared by many forms: required, too long, amounts, dates.
 * `field` is a message naming the field, e.g. `msg("validation", "textMax",
 * { field: msg("validation", "fields.city"), max: 100 })`, so the sentence and
 * the name are both in the reader's language.
 */
export const validation = {
  required: "{{field}} is required",
  textMin: "{{field}} must be at least {{min}} characters",
  textMax: "{{field}} must be at most {{max}} characters",
  email: "Enter a valid e-mail address",
  phone: "Enter a Malaysian phone number such as 012-3456789",
  postalCode: "Postal code must be 5 digits",
  state: "Choose a state from the list",
  category: "Choose a category from the list",
  /** The browser's own checks (required, min, type), said in the page's language (own-validity.ts). */
  url: "Enter a full web address beginning with https://",
  number: "{{field}} must be a number",
  date: "{{field}} must be a whole date",
  atLeast: "{{field}} must be {{min}} or later",
  atMost: "{{field}} must be {{max}} or earlier",
  numberMin: "{{field}} must be at least {{min}}",
  numberMax: "{{field}} must be at most {{max}}",
  wholeNumber: "{{field}} must be a whole number",
  pattern: "{{field}} is not in the form asked for",
  /** Field names used in the sentences above. */
  fields: {
    name: "Name",
    password: "Password",
    streetAddress: "Street address",
    city: "City",
  },
};
