-- Requests decided before the retention job existed (modules/verification/retention.ts)
-- get their purge too: 90 days after the decision, or at once if that has passed.
INSERT INTO "jobs" ("kind", "payload", "run_at", "max_attempts")
SELECT 'verification.purge-documents', jsonb_build_object('verificationId', "id"), coalesce("reviewed_at", "submitted_at") + interval '90 days', 25
FROM "identity_verifications"
WHERE "status" <> 'pending' AND "documents_deleted_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "jobs" j WHERE j."kind" = 'verification.purge-documents' AND j."payload"->>'verificationId' = "identity_verifications"."id"
  );
