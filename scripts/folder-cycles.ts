import madge from "madge";

/**
 * Import cycles between folders of src/server (issue 27): madge's own check sees only files, and
 * two folders that import each other through different files are as tangled as one cycle. A folder
 * is a module (modules/<name>) or a top-level folder; a file at the top is its own node. Tests and
 * test helpers are left out: they may reach anywhere to set up their records.
 *
 * The knots still open are listed below with their folders; the check fails when a new knot
 * appears or a listed one takes in another folder, so the count only goes down.
 */
const KNOWN_KNOTS: string[][] = [
  // The infrastructure knot: plugins read accounts and auth, and those reach back into plugins and lib.
  [
    "db",
    "deps.ts",
    "jobs",
    "lib",
    "live",
    "modules/accounts",
    "modules/audit",
    "modules/auth",
    "modules/health",
    "modules/presence",
    "plugins",
    "storage",
  ],
];

const isTest = (file: string) => /\.test\.tsx?$|(^|\/)test\/|\.fixtures?\.ts$/.test(file);
const folderOf = (file: string) => {
  const parts = file.split("/");
  if (parts[0] === "modules") return parts.slice(0, 2).join("/");
  return parts.length > 1 ? parts[0]! : file;
};

const files = (await madge("src/server", { fileExtensions: ["ts"], tsConfig: "tsconfig.json" })).obj();
const edges = new Map<string, Set<string>>();
for (const [file, imports] of Object.entries(files)) {
  if (isTest(file)) continue;
  for (const target of imports) {
    if (isTest(target) || target.startsWith("../")) continue;
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
}

/** Strongly connected groups of folders (Tarjan): each group of two or more is a knot. */
function knots(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const found = knots(edges);
const unexpected = found.filter((knot) => !KNOWN_KNOTS.some((known) => knot.every((folder) => known.includes(folder))));
for (const knot of found) console.log(`${unexpected.includes(knot) ? "NEW " : ""}knot: ${knot.join(", ")}`);
console.log(`folder-level knots in src/server: ${found.length} (known and still open: ${KNOWN_KNOTS.length})`);
if (unexpected.length > 0) {
  console.error("Folders now import each other in a cycle: break it (an event, a handler, or a lower folder).");
  process.exit(1);
}
