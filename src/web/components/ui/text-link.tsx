import { Link, type LinkProps } from "react-router";

/**
 * A link inside running text (and in a `<RichText>` sentence's `components`): the app's
 * one look for it, blue and underlined. `className` adds size or weight.
 */
export function TextLink({ className, ...link }: LinkProps) {
  return <Link className={className ? `${className} text-sky-800 underline` : "text-sky-800 underline"} {...link} />;
}
