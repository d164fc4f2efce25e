import { loadConfig } from "./config";
import { DataDirLockedError } from "./db/lock";
import { startServer } from "./server";

try {
  const config = loadConfig();
  const { app } = await startServer(config);
  app.log.info(`SewaGear is running on ${config.publicUrl}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
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
