import "./load-env";
import { loadConfig } from "./config";
import { DataDirLockedError } from "./db/lock";
import { shutdownGracefully } from "./lib/shutdown";
import { startServer } from "./server";

try {
  const config = loadConfig();
  const { app } = await startServer(config);
  app.log.info(`SewaGear is running on ${config.publicUrl}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void shutdownGracefully(app, signal, {
        timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
        exit: (code) => process.exit(code),
      });
    });
  }
} catch (err) {
  // Configuration and lock problems are the user's to fix: say what, no stack.
  if (err instanceof DataDirLockedError || (err instanceof Error && err.message.startsWith("Invalid configuration"))) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
}
