/** Gear detail pages, gear cards, the owner's gear form, photos, blocked dates, availability. */
export const gear = {};
