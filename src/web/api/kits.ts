import type { CreateGearResponse } from "../../shared/gear-contracts";
import type { KitComponentsRequest, KitView } from "../../shared/kit-contracts";
import { api } from "../lib/api";
import { gearKeys } from "./gear";
import { jsonQuery, twoRetries } from "./json-query";
import { ownerCalendarKeys, ownerKeys } from "./owners";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";

const kitPath = resourcePath("/api/kits");
const ownKitPath = resourcePath("/api/owners/me/kits");

/**
 * Kits (issue 32 item 2, ADR 039): a kit is a gear row, so its fields, photos,
 * blocks and availability are the gear API's (api/gear.ts); here are what is in
 * it, the owner's and the public's reads, and the two writes of its own.
 */
export const kitKeys = {
  all: ["kits"] as const,
  /** GET /api/kits/:id, a public kit's components. */
  contents: (id: string) => [...kitKeys.all, "contents", id] as const,
  /** GET /api/owners/me/kits/:id, under the owner's listing so its changes drop it. */
  own: (id: string) => [...ownerKeys.gearDetail(id), "components"] as const,
};

export const kitQueries = {
  contents: (id: string) => jsonQuery<KitView>(kitKeys.contents(id), kitPath(id), { retry: twoRetries }),
  own: (id: string) => jsonQuery<KitView>(kitKeys.own(id), ownKitPath(id)),
};

/** POST /api/kits: the kit's listing fields and components as JSON in `data`, its photos as `photos` files. */
export function useCreateKit() {
  return useRefreshingMutation(
    ({ kit, photos }: { kit: object; photos: File[] }) => {
      const form = new FormData();
      form.append("data", JSON.stringify(kit));
      for (const f of photos) form.append("photos", f);
      return api<CreateGearResponse>("/api/kits", { body: form });
    },
    { stale: [ownerKeys.gear(), ownerCalendarKeys.all] },
  );
}

/**
 * PUT /api/kits/:id/components: the whole list; the answer is the kit's new
 * contents. What it can offer each day changes with them, on its page and the
 * owner's calendar.
 */
export function useSetKitComponents(id: string) {
  return useRefreshingMutation(
    (body: KitComponentsRequest) => api<KitView>(kitPath(id, "/components"), { method: "PUT", body }),
    {
      stale: [kitKeys.contents(id), gearKeys.availabilityOf(id), ownerCalendarKeys.all],
      cache: (qc, kit) => qc.setQueryData(kitKeys.own(id), kit),
    },
  );
}
