import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { GearSearchQuery } from "../../../shared/search-contracts";
import { searchKeys } from "../../api/search";

type Contracts = typeof import("../../../shared/search-contracts");
let contracts: Contracts | undefined;

/** The filter's schemas (zod), fetched and evaluated once: to read a new link or check the form (ADR 043). */
export const loadSearchContracts = () => import("../../../shared/search-contracts").then((m) => (contracts = m));

/**
 * A /learnmore link's filter, read with the API's own rules (searchFromQueryString).
 * The first view reads what the server render filed under the link
 * (lib/page-queries.ts), so a hydrating page neither waits for the schemas nor
 * evaluates them; once they are loaded, every link is read with them at once
 * (in the render, as before: no frame with the old filter under a new link).
 * Undefined only while they load for a link the server did not read.
 */
export function useLinkedFilter(search: string): GearSearchQuery | undefined {
  const client = useQueryClient();
  const [rules, setRules] = useState(contracts);
  const filed = client.getQueryData<GearSearchQuery>(searchKeys.linked(search));
  const needed = !rules && filed === undefined;
  useEffect(() => {
    if (needed) void loadSearchContracts().then(setRules);
  }, [needed]);
  return useMemo(() => (rules ? rules.searchFromQueryString(search) : filed), [rules, search, filed]);
}
