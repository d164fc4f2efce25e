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
  /** Field names used in the sentences above. */
  fields: {
    name: "Name",
    password: "Password",
    streetAddress: "Street address",
    city: "City",
  },
};
