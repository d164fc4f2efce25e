import type { GearCard, GearDetail } from "../../../shared/catalogue";
import { pathInLanguage } from "../../../shared/i18n/language-paths";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages";
import { isMalaysianState } from "../../../shared/malaysia";
import { formatRM } from "../../../shared/money";
import { lowestRate } from "../../../shared/pricing";
import type { OwnerProfileResponse } from "../../../shared/owner-contracts";
import type { PublicPageData } from "../../../shared/ssr-contracts";
import { translator } from "../../lib/i18n";
import { FALLBACK_PREVIEW, jpegPreviewOf, PREVIEW_HEIGHT, PREVIEW_WIDTH } from "./preview-image-routes";

/** What goes into a public page's `<head>`: title, description, canonical URL, link preview, structured data. */
export interface PageHead {
  title: string;
  description: string;
  /**
   * Path of the canonical URL without a language prefix (the query string kept
   * only where it picks the content): each language's URL is made from it.
   */
  path: string;
  image?: string | null;
  /** The image's size when known (a gear photo's). */
  imageSize?: { width: number; height: number };
  type: "website" | "product" | "profile";
  /** A product's price per day in ringgit ("50.00"). */
  price?: string;
  jsonLd?: object;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An absolute URL for a path (uploads are served under the public URL). */
const absolute = (base: string, path: string) => new URL(path, `${base}/`).toString();

function stateName(lang: Language, state: string | null): string | null {
  if (!state) return null;
  return isMalaysianState(state) ? translator(lang, "catalogue")(`state.${state}`) : state;
}

/** schema.org Product with an Offer in MYR per day, the owner as seller. */
function productLd(gear: GearDetail, base: string, description: string) {
  const price = (lowestRate(gear) / 100).toFixed(2);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: gear.name,
    description,
    sku: gear.id,
    category: gear.category,
    ...(gear.brand ? { brand: { "@type": "Brand", name: gear.brand } } : {}),
    ...(gear.model ? { model: gear.model } : {}),
    image: gear.photos.map((p) => absolute(base, p.url)),
    offers: {
      "@type": "Offer",
      url: absolute(base, `/gear/${gear.id}`),
      price,
      priceCurrency: "MYR",
      availability: "https://schema.org/InStock",
      priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "MYR", unitCode: "DAY" },
      seller: {
        "@type": "Person",
        name: gear.ownerDisplayName,
        url: absolute(base, `/owner/${gear.ownerUsername}`),
      },
    },
  };
}

/** A listing as schema.org's Offer of a Product for a price per day in MYR. */
function offerLd(gear: Pick<GearCard, "id" | "name" | "pricePerDay" | "coverUrl">, base: string) {
  const price = (gear.pricePerDay / 100).toFixed(2);
  const url = absolute(base, `/gear/${gear.id}`);
  return {
    "@type": "Offer",
    url,
    price,
    priceCurrency: "MYR",
    availability: "https://schema.org/InStock",
    priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "MYR", unitCode: "DAY" },
    itemOffered: {
      "@type": "Product",
      name: gear.name,
      url,
      ...(gear.coverUrl ? { image: absolute(base, gear.coverUrl) } : {}),
    },
  };
}

/**
 * schema.org ProfilePage about the owner, a Person (or an Organization with a
 * business name) who makes an Offer of each listing: a Product needs an offer,
 * a review or a rating, so bare products in `hasPart` were not valid (issue 33).
 */
function ownerLd({ profile, gear }: OwnerProfileResponse, base: string, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: absolute(base, `/owner/${profile.username}`),
    description,
    mainEntity: {
      "@type": profile.businessName ? "Organization" : "Person",
      name: profile.businessName ?? profile.displayName,
      alternateName: profile.username,
      url: absolute(base, `/owner/${profile.username}`),
      ...(profile.photoUrl ? { image: absolute(base, profile.photoUrl) } : {}),
      ...(profile.state
        ? { address: { "@type": "PostalAddress", addressRegion: profile.state, addressCountry: "MY" } }
        : {}),
      makesOffer: gear.map((g) => offerLd(g, base)),
    },
  };
}

/** The head of one public page in `lang`. */
export function pageHead(data: PublicPageData, lang: Language, base: string): PageHead {
  const t = translator(lang, "meta");
  const title = (name: string) => t("documentTitle", { title: name });
  const where = (state: string | null) => {
    const name = stateName(lang, state);
    return name ? t("describe.where", { state: name }) : "";
  };
  const site = { title: t("defaultTitle"), description: t("app.description"), type: "website" as const };
  switch (data.page) {
    case "home":
      return { ...site, path: "/" };
    case "learnmore":
      return {
        ...site,
        title: title(translator(lang, "search")("learnmore.title")),
        description: t("describe.learnmore"),
        path: data.queryString ? `/learnmore?${data.queryString}` : "/learnmore",
      };
    case "wanted":
      return {
        ...site,
        title: title(translator(lang, "wanted")("page.title")),
        description: t("describe.wanted"),
        path: "/wanted",
      };
    case "gear": {
      const gear = data.detail;
      if (!gear) return { ...site, title: title(translator(lang, "gear")("page.notFound")), path: `/gear/${data.id}` };
      const description = t("describe.gear", {
        name: gear.name,
        price: formatRM(lowestRate(gear)),
        owner: gear.ownerDisplayName,
        where: where(gear.state),
      });
      return {
        title: title(gear.name),
        description,
        path: `/gear/${gear.id}`,
        image: gear.photos[0]?.url ?? gear.coverUrl,
        ...(gear.photos[0] ? { imageSize: { width: gear.photos[0].width, height: gear.photos[0].height } } : {}),
        type: "product",
        price: (lowestRate(gear) / 100).toFixed(2),
        jsonLd: productLd(gear, base, description),
      };
    }
    case "owner": {
      const owner = data.profile;
      if (!owner) {
        const notFound = translator(lang, "owners")("notFound", { identifier: data.identifier });
        return { ...site, title: title(notFound), path: `/owner/${encodeURIComponent(data.identifier)}` };
      }
      const { profile } = owner;
      const description = t("describe.owner", { name: profile.displayName, where: where(profile.state) });
      return {
        title: translator(lang, "owners")("profile.documentTitle", { name: profile.displayName }),
        description,
        path: `/owner/${profile.username}`,
        image: profile.photoUrl ?? owner.gear.find((g) => g.coverUrl)?.coverUrl,
        type: "profile",
        jsonLd: ownerLd(owner, base, description),
      };
    }
  }
}

/**
 * The head as HTML: every value escaped, the JSON-LD with `<` escaped so it cannot
 * close its element. The canonical URL is the page's in `lang`; both languages'
 * URLs are named as alternates, the unprefixed one also as `x-default`.
 */
export function headHtml(head: PageHead, lang: Language, base: string): string {
  const urlIn = (l: Language) => absolute(base, pathInLanguage(head.path, l));
  const url = urlIn(lang);
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ""} href="${escapeHtml(href)}" />`;
  // A JPEG first (every app's preview shows one), then the WebP the page itself shows.
  const jpeg = (head.image && jpegPreviewOf(head.image)) ?? FALLBACK_PREVIEW;
  const images = [
    meta("property", "og:image", absolute(base, jpeg)),
    meta("property", "og:image:type", "image/jpeg"),
    meta("property", "og:image:width", String(PREVIEW_WIDTH)),
    meta("property", "og:image:height", String(PREVIEW_HEIGHT)),
    ...(head.image && head.image !== jpeg
      ? [
          meta("property", "og:image", absolute(base, head.image)),
          ...(head.image.endsWith(".webp") ? [meta("property", "og:image:type", "image/webp")] : []),
          ...(head.imageSize
            ? [
                meta("property", "og:image:width", String(head.imageSize.width)),
                meta("property", "og:image:height", String(head.imageSize.height)),
              ]
            : []),
        ]
      : []),
  ];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    link("canonical", url),
    ...LANGUAGES.map((l) => link("alternate", urlIn(l), l)),
    link("alternate", urlIn("en"), "x-default"),
    meta("property", "og:site_name", "SewaGear"),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", url),
    ...images,
    meta("property", "og:locale", lang === "ms" ? "ms_MY" : "en_MY"),
    meta("property", "og:locale:alternate", lang === "ms" ? "en_MY" : "ms_MY"),
    ...(head.price
      ? [meta("property", "product:price:amount", head.price), meta("property", "product:price:currency", "MYR")]
      : []),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", absolute(base, jpeg)),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, "\\u003c")}</script>`]
      : []),
  ].join("\n    ");
}
