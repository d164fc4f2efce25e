import { type ComponentType, lazy } from "react";

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import("./x"), "X")`.
 * The component keeps its props' type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
