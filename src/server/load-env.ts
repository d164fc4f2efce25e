import { existsSync } from "node:fs";

/**
 * Imported first by every entry point (main, worker-main, cli/admin-create), so
 * `.env` of the working directory is in process.env before any module reads it.
 * Node's own reader never overwrites a variable already set: the real environment
 * (a shell's export, systemd's Environment=) wins over the file.
 */
if (existsSync(".env")) process.loadEnvFile(".env");
