import * as sdk from "@opentelemetry/sdk-trace";
import { describe, expect, it } from "vitest";
import { samplerFromEnv } from "./trace-sampler";

// Each sampler's toString() is its description in the specification's words, e.g. "ParentBased{root=…}".
const described = (env: NodeJS.ProcessEnv) => samplerFromEnv(sdk, env).toString();

describe("samplerFromEnv", () => {
  it("samples every trace that its caller did not decline, by default", () => {
    expect(described({})).toMatch(/^ParentBased\{root=AlwaysOnSampler/);
  });

  it("reads OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG as the specification names them", () => {
    expect(described({ OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.25" })).toMatch(
      /^ParentBased\{root=TraceIdRatioBased\{0\.25\}/,
    );
    expect(described({ OTEL_TRACES_SAMPLER: "traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" })).toBe(
      "TraceIdRatioBased{0.1}",
    );
    expect(described({ OTEL_TRACES_SAMPLER: "always_off" })).toBe("AlwaysOffSampler");
    expect(described({ OTEL_TRACES_SAMPLER: "parentbased_always_off" })).toMatch(/^ParentBased\{root=AlwaysOffSampler/);
  });

  it("takes a ratio it cannot read as 1: every trace, rather than none", () => {
    expect(described({ OTEL_TRACES_SAMPLER: "traceidratio", OTEL_TRACES_SAMPLER_ARG: "half" })).toBe(
      "TraceIdRatioBased{1}",
    );
  });
});
