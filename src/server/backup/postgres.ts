import { spawn } from "node:child_process";

/**
 * pg_dump and pg_restore take the connection from libpq's PG* variables rather
 * than a URL on the command line, where `ps` would show the password.
 */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(u.hostname) || u.searchParams.get("host") || undefined,
    PGPORT: u.port || undefined,
    PGUSER: decodeURIComponent(u.username) || undefined,
    PGPASSWORD: decodeURIComponent(u.password) || undefined,
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)) || undefined,
    PGSSLMODE: u.searchParams.get("sslmode") ?? undefined,
  };
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));
}

/** Run a PostgreSQL client program against `url`; rejects with its stderr when it fails or is not installed. */
export function runPgTool(tool: "pg_dump" | "pg_restore" | "psql", args: string[], url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...libpqEnv(url) }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("error", (e: NodeJS.ErrnoException) =>
      reject(
        new Error(
          e.code === "ENOENT" ? `${tool} is not installed (apt-get install postgresql-client-15 or newer)` : e.message,
        ),
      ),
    );
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`${tool} failed: ${err.trim()}`))));
  });
}
