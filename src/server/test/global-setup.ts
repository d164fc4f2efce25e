import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * One temporary root for every test process of a vitest run (uploads, written
 * e-mails), removed when the run ends — worker processes may be killed before
 * their own exit handlers run.
 */
export default function setup() {
  const root = mkdtempSync(path.join(tmpdir(), "sewagear-test-"));
  process.env.SEWAGEAR_TEST_ROOT = root;
  return () => rmSync(root, { recursive: true, force: true });
}
