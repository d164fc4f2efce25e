import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../src/server/test/ports";

/** Debian's nginx, also when /usr/sbin is not on the PATH (a non-root shell). */
const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

/** Everything started, in start order; `stopAll` ends it in reverse. */
const started: { name: string; stop: () => Promise<void> }[] = [];

export function onStop(name: string, stop: () => Promise<void>) {
  started.push({ name, stop });
}

export async function stopAll() {
  for (const { name, stop } of started.splice(0).reverse()) {
    await stop().catch((err: unknown) => console.error(`cleanup of ${name} failed:`, err));
  }
}

/** A child process whose output goes to `<dir>/<name>.log`; stopped with SIGTERM, then SIGKILL after 5 s. */
export function startProcess(name: string, dir: string, cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const log = createWriteStream(path.join(dir, `${name}.log`));
  const child = spawn(cmd, args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  onStop(name, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  });
  return { child, exited, logFile: path.join(dir, `${name}.log`) };
}

export async function waitFor(what: string, ok: () => Promise<boolean>, ms: number, child?: ChildProcess) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited (${child.exitCode})`);
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not ready after ${ms / 1000} s`);
}

/** A self-signed certificate for localhost and 127.0.0.1, made by openssl. */
export function selfSignedCertificate(dir: string) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-keyout",
      key,
      "-out",
      cert,
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { cert, key, pem: readFileSync(cert) };
}

export interface Mail {
  to: string[];
  raw: string;
}

/** A plain SMTP server on loopback that keeps every message (the worker's SMTP_URL). */
export async function startSmtp(): Promise<{ port: number; received: Mail[] }> {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((a) => a.address), raw: Buffer.concat(chunks).toString() });
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  onStop("smtp", () => new Promise<void>((r) => server.close(() => r())));
  return { port, received };
}

/**
 * nginx in the foreground with its own prefix: deploy/nginx/sewagear.conf as
 * shipped, with only its ports and certificate paths replaced, inside a minimal
 * main configuration (Debian's /etc/nginx/nginx.conf plays that part on a server).
 */
export function startNginx(
  dir: string,
  site: string,
  opts: { https: number; http: number; apps: number[]; cert: string; key: string },
) {
  let conf = readFileSync(site, "utf8");
  const [first, second] = opts.apps;
  conf = conf
    .replace("server 127.0.0.1:3001 ", `server 127.0.0.1:${first} `)
    .replace("server 127.0.0.1:3002 ", `server 127.0.0.1:${second} `)
    .replace(/listen 80;/, `listen 127.0.0.1:${opts.http};`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${opts.https} ssl http2;`)
    .replace(/\n\s*listen \[::\]:\d+[^;]*;/g, "")
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${opts.cert};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${opts.key};`);
  if (conf.includes(":3001") || conf.includes(":3002") || conf.includes("/etc/letsencrypt"))
    throw new Error("deploy/nginx/sewagear.conf changed shape: update the test's replacements");
  writeFileSync(path.join(dir, "sewagear.conf"), conf);
  const root = process.getuid?.() === 0 ? "user root;\n" : "";
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${root}worker_processes 1;
error_log ${dir}/nginx-error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  include ${dir}/sewagear.conf;
}
`,
  );
  // -e: not even the start-up messages go to /var/log/nginx.
  const args = ["-p", dir, "-e", path.join(dir, "nginx-error.log"), "-c", path.join(dir, "nginx.conf")];
  execFileSync(NGINX, ["-t", "-q", ...args], { stdio: "inherit" });
  const nginx = startProcess("nginx", dir, NGINX, [...args, "-g", "daemon off;"], process.env);
  return nginx;
}
