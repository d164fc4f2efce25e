/**
 * The part of i18next the web app uses, in ~2 KB instead of ~16 KB gzipped
 * (ADR 043). vite.config.ts resolves `i18next` to this module in the browser
 * build and the server render alike, so a page is rendered and hydrated by the
 * same code; the server's own messages and e-mails keep i18next itself, and so
 * do the unit tests, which lite-i18next.test.ts runs against both, key by key
 * over every catalogue.
 *
 * What it does as i18next does, with the app's settings (shared/i18n/options.ts):
 * `ns:key` and nested `a.b.c` keys (a key segment may hold a dot, "W.P. Labuan"),
 * namespaces tried in order, plurals by `count` (`_zero` for 0 where the text has
 * one, else the language's plural rule), `defaultValue`, `{{name}}` and
 * `{{name, format}}` interpolation without escaping (a missing value keeps its
 * placeholder), the formats added through `services.formatter`, `getFixedT`, the
 * `languageChanged` and store `added` events, and a missing key answered with the
 * key itself after `missingKeyHandler` is told. What the app never asks for
 * (backends, fallback languages, context, ordinals, nesting, post-processors,
 * returnObjects) is not here.
 */
import type { InitOptions } from "i18next";

type Listener = (...args: unknown[]) => void;
type Tree = { [key: string]: unknown };
type Format = (value: unknown, lng: string | undefined, options: object) => unknown;
type Options = Record<string, unknown> & {
  lng?: string | null;
  ns?: string | readonly string[];
  count?: unknown;
  defaultValue?: unknown;
};

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener) {
    for (const name of event.split(" ")) {
      if (!this.listeners.has(name)) this.listeners.set(name, new Set());
      this.listeners.get(name)!.add(listener);
    }
    return this;
  }
  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

/** A value at a key path, trying the segments joined by dots as i18next's `deepFind` does. */
function deepFind(tree: unknown, path: string): unknown {
  if (!tree || typeof tree !== "object") return undefined;
  const obj = tree as Tree;
  if (Object.hasOwn(obj, path)) return obj[path];
  const tokens = path.split(".");
  let current: unknown = obj;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== "object") return undefined;
    let next: unknown;
    let nextPath = "";
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j !== i ? "." : "") + tokens[j];
      next = Object.hasOwn(current as Tree, nextPath) ? (current as Tree)[nextPath] : undefined;
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && j < tokens.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

class ResourceStore extends Emitter {
  data: Record<string, Record<string, Tree>> = {};
  getResource(lng: string, ns: string, key: string): unknown {
    return deepFind(this.data[lng]?.[ns], key);
  }
}

const SENTENCE = /[ ,?!;]/;
const looksLikeKeyPath = (key: string) => {
  if (!SENTENCE.test(key)) return true;
  const dot = key.indexOf(".");
  return dot > 0 && !SENTENCE.test(key.slice(0, dot));
};

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const plurals = new Map<string, Intl.PluralRules>();
const pluralOf = (lng: string, count: number) => {
  let rules = plurals.get(lng);
  if (!rules) plurals.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
};

class LiteI18n extends Emitter {
  language = "";
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions & { defaultNS?: string; ns?: readonly string[] } = {};
  readonly store = new ResourceStore();
  private formats: Record<string, Format> = {};
  readonly services = {
    resourceStore: this.store,
    formatter: { add: (name: string, format: Format) => void (this.formats[name.toLowerCase().trim()] = format) },
  };
  private modules: { type: string; init?: (instance: LiteI18n) => void }[] = [];

  use(module: { type: string; init?: (instance: LiteI18n) => void }) {
    this.modules.push(module);
    return this;
  }

  init(options: InitOptions) {
    this.options = { ...options } as typeof this.options;
    for (const [lng, namespaces] of Object.entries(options.resources ?? {}))
      for (const [ns, bundle] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, bundle as Tree);
    this.language = typeof options.lng === "string" ? options.lng : "";
    this.languages = this.language ? [this.language] : [];
    for (const module of this.modules) if (module.type === "3rdParty") module.init?.(this);
    this.isInitialized = true;
    this.emit("initialized", this.options);
    return Promise.resolve(this.t);
  }

  addResourceBundle(
    lng: string,
    ns: string,
    bundle: object,
    _deep?: boolean,
    _overwrite?: boolean,
    options: { silent?: boolean } = {},
  ) {
    (this.store.data[lng] ??= {})[ns] = bundle as Tree;
    if (!options.silent) this.store.emit("added", lng, ns);
    return this;
  }

  hasResourceBundle(lng: string, ns: string) {
    return !!this.store.data[lng]?.[ns];
  }

  changeLanguage(lng: string) {
    this.language = lng;
    this.languages = [lng];
    this.emit("languageChanged", lng);
    return Promise.resolve(this.t);
  }

  getFixedT(lng: string | null, ns?: string | readonly string[], keyPrefix?: string) {
    return (key: string | string[], options?: Options | string) => {
      const o: Options = typeof options === "string" ? { defaultValue: options } : { ...options };
      o.lng ||= lng;
      o.ns ||= ns;
      const prefixed = (k: string) => (keyPrefix ? `${keyPrefix}.${k}` : k);
      return this.t(Array.isArray(key) ? key.map(prefixed) : prefixed(key), o);
    };
  }

  exists(key: string, options: Options = {}) {
    return this.resolve([key], options, options.lng || this.language) !== undefined;
  }

  readonly t = (keys: string | string[], options?: Options | string): string => {
    const o: Options = typeof options === "string" ? { defaultValue: options } : { ...options };
    const list = Array.isArray(keys) ? keys.map(String) : [String(keys)];
    const lng = o.lng || this.language;
    const { key, namespaces } = this.split(list.at(-1)!, o);
    const found = this.resolve(list, o, lng);
    if (typeof found === "string" || typeof found === "number" || typeof found === "boolean")
      return this.interpolate(String(found), o, lng);
    const hasDefault = o.defaultValue !== undefined;
    if (this.options.saveMissing && typeof this.options.missingKeyHandler === "function")
      this.options.missingKeyHandler(
        [lng],
        namespaces.at(-1)!,
        key,
        hasDefault ? String(o.defaultValue) : key,
        false,
        o,
      );
    return this.interpolate(hasDefault ? String(o.defaultValue) : key, o, lng);
  };

  /**
   * `ns:key` names its namespace, as i18next reads it: unless the key reads as a
   * sentence (a space or `,?!;` before its first dot), the part before the colon is
   * the namespace and the rest the key; else the options' namespaces or the default.
   */
  private split(key: string, o: Options) {
    const given = o.ns ?? this.options.defaultNS ?? [];
    let namespaces = typeof given === "string" ? [given] : [...given];
    if (key.includes(":") && looksLikeKeyPath(key)) {
      const [ns, ...rest] = key.split(":");
      namespaces = [ns!];
      key = rest.join(".");
    }
    return { key, namespaces };
  }

  private resolve(keys: string[], o: Options, lng: string): unknown {
    const plural = o.count !== undefined && typeof o.count !== "string";
    for (const whole of keys) {
      const { key, namespaces } = this.split(whole, o);
      for (const ns of namespaces) {
        const candidates = [key];
        if (plural) {
          candidates.push(`${key}_${pluralOf(lng, Number(o.count))}`);
          if (Number(o.count) === 0) candidates.push(`${key}_zero`);
        }
        for (const candidate of candidates.reverse()) {
          const found = this.store.getResource(lng, ns, candidate);
          if (found !== undefined && found !== null && typeof found !== "object") return found;
        }
      }
    }
    return undefined;
  }

  private interpolate(text: string, o: Options, lng: string) {
    let result = text;
    let at = 0;
    PLACEHOLDER.lastIndex = 0;
    for (let match = PLACEHOLDER.exec(text); match; match = PLACEHOLDER.exec(text)) {
      const [name, ...format] = match[1]!.split(",");
      const path = name!.trim();
      let value = deepFind(o, path);
      if (format.length > 0) {
        const formatName = format.join(",").trim().toLowerCase();
        const formatter = this.formats[formatName];
        if (formatter && value != null) value = formatter(value, lng, { ...o, interpolationkey: path });
      }
      const at_ = result.indexOf(match[0], at);
      const replacement = value === undefined ? match[0] : value === null ? "" : String(value);
      result = result.slice(0, at_) + replacement + result.slice(at_ + match[0].length);
      at = at_ + replacement.length;
    }
    return result;
  }
}

export type { LiteI18n };

/** A new instance, as i18next's `createInstance`. */
export const createInstance = () => new LiteI18n();
