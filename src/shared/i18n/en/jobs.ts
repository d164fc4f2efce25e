/** /admin/jobs: background jobs that gave up. */
export const jobs = {
  thing: "That failed job",
  title: "Failed background jobs",
  intro:
    "Jobs (mostly e-mails) that failed on every attempt. Fix the cause (for example the mail server settings), then retry.",
  empty: "No failed jobs.",
  table: "Failed jobs",
  kind: "Kind",
  attempts: "Attempts",
  error: "Last error",
  failedAt: "Failed",
  retry: "Retry",
  retried: "Job {{id}} is queued again.",
};
