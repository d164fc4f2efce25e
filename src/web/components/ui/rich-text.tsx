import { cloneElement, type ReactElement, type ReactNode } from "react";
import type { Namespace, ParseKeys, TFunction } from "i18next";

/** A value's stand-in while the marks are read: private-use characters no text holds. */
const token = (i: number) => `\uE000${i}\uE001`;
const TOKEN = /\uE000(\d+)\uE001/g;
/** `<name>words</name>`: the catalogues' marks (never nested, never empty-tagged). */
const MARK = /<(\w+)>([^<]*)<\/\1>/g;

interface RichTextProps<N extends Namespace> {
  t: TFunction<N>;
  i18nKey: ParseKeys<N>;
  /** Plain strings put into the sentence's `{{name}}` places. */
  values?: Record<string, string>;
  /** What each mark becomes, e.g. `{ login: <TextLink to="/auth/login" /> }`: its words are the children. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}

/**
 * A translated sentence with marked words, `<login>Log in</login>`, each shown as
 * its component around those words (a link, emphasis): the translator keeps the
 * link where their language puts it. Values go in after the marks are read, so a
 * value holding "<…>" (a gear's name) stays text. (Our own, in place of
 * react-i18next's Trans: these simple marks need ~0.3 KB, Trans and its HTML
 * parser were 4.8 KB gzipped on every public page.)
 */
export function RichText<N extends Namespace>({ t, i18nKey, values = {}, components }: RichTextProps<N>) {
  const names = Object.keys(values);
  const tokens = Object.fromEntries(names.map((name, i) => [name, token(i)]));
  const sentence = (t as unknown as (key: string, options: object) => string)(i18nKey as string, tokens);
  const withValues = (text: string) => text.replace(TOKEN, (_, i: string) => values[names[Number(i)]!] ?? "");

  const parts: ReactNode[] = [];
  let at = 0;
  for (const { 0: whole, 1: name, 2: words, index } of sentence.matchAll(MARK)) {
    if (index > at) parts.push(withValues(sentence.slice(at, index)));
    const component = components[name!];
    // A mark without a component shows its words (a translation may drop a link, never its text).
    parts.push(component ? cloneElement(component, { key: parts.length }, withValues(words!)) : withValues(words!));
    at = index + whole.length;
  }
  if (at < sentence.length) parts.push(withValues(sentence.slice(at)));
  return <>{parts}</>;
}
