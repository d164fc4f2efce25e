import type { PublicNamespace } from "../../shared/i18n/groups";
import type { Language } from "../../shared/i18n/languages";

type Load = () => Promise<object>;

/**
 * Each namespace of the public group of each language is a chunk of its own
 * (ADR 043): a server-rendered page's first view fetches and evaluates only the
 * namespaces its server render read (handed over in the page's state), the rest
 * of the group comes once the browser is idle. (Spelled out: a bundler splits
 * only what it can see imported by name.)
 */
export const NAMESPACE_CHUNKS: Record<Language, Record<PublicNamespace, Load>> = {
  en: {
    common: () => import("../../shared/i18n/en/common").then((m) => m.common),
    errors: () => import("../../shared/i18n/en/errors").then((m) => m.errors),
    nav: () => import("../../shared/i18n/en/nav").then((m) => m.nav),
    validation: () => import("../../shared/i18n/en/validation").then((m) => m.validation),
    meta: () => import("../../shared/i18n/en/meta").then((m) => m.meta),
    auth: () => import("../../shared/i18n/en/auth").then((m) => m.auth),
    profile: () => import("../../shared/i18n/en/profile").then((m) => m.profile),
    notifications: () => import("../../shared/i18n/en/notifications").then((m) => m.notifications),
    bookings: () => import("../../shared/i18n/en/bookings").then((m) => m.bookings),
    gear: () => import("../../shared/i18n/en/gear").then((m) => m.gear),
    owners: () => import("../../shared/i18n/en/owners").then((m) => m.owners),
    catalogue: () => import("../../shared/i18n/en/catalogue").then((m) => m.catalogue),
    search: () => import("../../shared/i18n/en/search").then((m) => m.search),
    wanted: () => import("../../shared/i18n/en/wanted").then((m) => m.wanted),
    analytics: () => import("../../shared/i18n/en/analytics").then((m) => m.analytics),
    hardening: () => import("../../shared/i18n/en/hardening").then((m) => m.hardening),
  },
  ms: {
    common: () => import("../../shared/i18n/ms/common").then((m) => m.common),
    errors: () => import("../../shared/i18n/ms/errors").then((m) => m.errors),
    nav: () => import("../../shared/i18n/ms/nav").then((m) => m.nav),
    validation: () => import("../../shared/i18n/ms/validation").then((m) => m.validation),
    meta: () => import("../../shared/i18n/ms/meta").then((m) => m.meta),
    auth: () => import("../../shared/i18n/ms/auth").then((m) => m.auth),
    profile: () => import("../../shared/i18n/ms/profile").then((m) => m.profile),
    notifications: () => import("../../shared/i18n/ms/notifications").then((m) => m.notifications),
    bookings: () => import("../../shared/i18n/ms/bookings").then((m) => m.bookings),
    gear: () => import("../../shared/i18n/ms/gear").then((m) => m.gear),
    owners: () => import("../../shared/i18n/ms/owners").then((m) => m.owners),
    catalogue: () => import("../../shared/i18n/ms/catalogue").then((m) => m.catalogue),
    search: () => import("../../shared/i18n/ms/search").then((m) => m.search),
    wanted: () => import("../../shared/i18n/ms/wanted").then((m) => m.wanted),
    analytics: () => import("../../shared/i18n/ms/analytics").then((m) => m.analytics),
    hardening: () => import("../../shared/i18n/ms/hardening").then((m) => m.hardening),
  },
};
