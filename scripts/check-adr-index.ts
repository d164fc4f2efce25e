import { readdirSync, readFileSync } from "node:fs";

/**
 * docs/decisions/README.md lists every decision record (issue 27 item 5): a record missing from
 * the index is one a newcomer never finds, and a row whose file is gone points nowhere.
 */
const DIR = "docs/decisions";
const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(`${DIR}/README.md`, "utf8");
const linked = new Set([...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]!));

const missing = records.filter((name) => !linked.has(name));
const dangling = [...linked].filter((name) => !records.includes(name));
for (const name of missing) console.error(`${DIR}/README.md does not list ${name}`);
for (const name of dangling) console.error(`${DIR}/README.md links ${name}, which is not in ${DIR}`);
if (missing.length + dangling.length > 0) process.exit(1);
