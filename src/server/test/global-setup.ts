import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTemplate } from "./database";

/**
 * One temporary root for every test process of a vitest run (uploads, written
 * e-mails, the template database's tarball), removed when the run ends —
 * worker processes may be killed before their own exit handlers run. And one
 * migrated template database that every test file copies (database.ts).
 */
export default async function setup() {
  const root = mkdtempSync(path.join(tmpdir(), "sewagear-test-"));
  process.env.SEWAGEAR_TEST_ROOT = root;
  let template: Awaited<ReturnType<typeof createTemplate>>;
  try {
    template = await createTemplate(root);
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  return async () => {
    await template.drop();
    rmSync(root, { recursive: true, force: true });
  };
}
