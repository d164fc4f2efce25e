import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";

/**
 * The zod response serialiser (the contract's fields only, checked), run once per
 * answer object. The read cache hands out the same object to every request for a
 * kept answer, so a hit costs a WeakMap lookup instead of a contract check and a
 * JSON.stringify of up to 48 cards. Kept answers are never changed after they are
 * made; the string goes when its object does (the cache moved on).
 */
export const serializeOnceCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const done = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== "object" || data === null) return serialize(data);
    let json = done.get(data);
    if (json === undefined) {
      json = serialize(data);
      done.set(data, json);
    }
    return json;
  };
};
