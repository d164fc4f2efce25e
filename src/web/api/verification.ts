import type { OkResponse } from "../../shared/contracts";
import type {
  MyVerification,
  VerificationDecisionRequest,
  VerificationQueue,
} from "../../shared/verification-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";
import { sessionKeys } from "./session";

/** Every verification read under one root: a live "verification" event refreshes the queue and the renter's view. */
export const verificationKeys = {
  all: ["verification"] as const,
  /** GET /api/verification/me */
  mine: () => [...verificationKeys.all, "me"] as const,
  /** GET /api/verification/queue */
  queue: () => [...verificationKeys.all, "queue"] as const,
};

export const verificationQueries = {
  mine: () => jsonQuery<MyVerification>(verificationKeys.mine(), "/api/verification/me"),
  queue: () => jsonQuery<VerificationQueue>(verificationKeys.queue(), "/api/verification/queue"),
};

/** POST /api/verification (multipart: the form's text fields and images); the account becomes pending. */
export const useSubmitVerification = () =>
  useRefreshingMutation(
    (form: FormData) => api<{ id: string; status: "pending" }>("/api/verification", { body: form }),
    { stale: [sessionKeys.all, verificationKeys.all] },
  );

/** POST /api/verification/:id/decision */
export const useDecideVerification = (id: string) =>
  useRefreshingMutation(
    (body: VerificationDecisionRequest) =>
      api<OkResponse>(resourcePath("/api/verification")(id, "/decision"), { body }),
    { stale: [verificationKeys.all] },
  );
