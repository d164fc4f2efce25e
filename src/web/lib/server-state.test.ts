import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { hydrateServerState, serializeState } from "./server-state";

describe("the state a server-rendered page hands its client", () => {
  it("is as fresh as the moment the page arrives, however long ago it was rendered", () => {
    const server = new QueryClient();
    const renderedAt = Date.now() - 10 * 60_000;
    const texts = { common: { "actions.save": "Save" }, gear: { "card.perDay": "{{price}} / day" } };
    server.setQueryData(["gear", "detail", "g1"], { id: "g1", name: "Sony FX3" }, { updatedAt: renderedAt });
    const state = JSON.parse(serializeState(server, "en", texts)) as Parameters<typeof hydrateServerState>[1];
    expect(state.texts, "the strings the render read, all the first view says before it hydrates").toEqual(texts);
    expect(state.queries.queries[0]!.state.dataUpdatedAt).toBe(renderedAt);

    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const before = Date.now();
    hydrateServerState(client, state);
    const query = client.getQueryCache().find({ queryKey: ["gear", "detail", "g1"] })!;
    expect(query.state.data).toEqual({ id: "g1", name: "Sony FX3" });
    expect(query.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    // Not stale on mount: the page does not fetch what it was sent (the server kept it only while unchanged).
    expect(query.isStaleByTime(30_000)).toBe(false);
  });
});
