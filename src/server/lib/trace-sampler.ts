import type { Sampler } from "@opentelemetry/sdk-trace";

type SdkTrace = typeof import("@opentelemetry/sdk-trace");

/**
 * The sampler OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG name, as the
 * OpenTelemetry specification spells them: the trace SDK alone does not read
 * them (only the heavier sdk-node does, ADR 042). Default: parentbased_always_on.
 * `sdk` is passed in so that tracing.ts keeps loading the SDK only when it is on.
 */
export function samplerFromEnv(sdk: SdkTrace, env: NodeJS.ProcessEnv): Sampler {
  const name = (env.OTEL_TRACES_SAMPLER ?? "parentbased_always_on").trim().toLowerCase();
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const root = name.endsWith("always_off")
    ? new sdk.AlwaysOffSampler()
    : name.endsWith("traceidratio")
      ? new sdk.TraceIdRatioBasedSampler(Number.isFinite(ratio) ? ratio : 1)
      : new sdk.AlwaysOnSampler();
  return name.startsWith("parentbased_") ? new sdk.ParentBasedSampler({ root }) : root;
}
