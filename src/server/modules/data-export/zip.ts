import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { isKey, type Storage } from "../../storage/storage";
import type { ExportFile } from "./sections";

export interface IncludedFile {
  path: string;
  what: string;
}

/**
 * The export as one ZIP: README.txt, a JSON file per section, files.json (what
 * is under files/), and the stored files. JSON is deflated; images and PDFs are
 * already compressed and go in as they are, read from storage chunk by chunk.
 * A file gone from storage since (purged meanwhile) is left out and not listed.
 * fflate's synchronous entries emit as they are pushed, so the archive is
 * complete when `end()` returns.
 */
export async function zipExport({
  readme,
  sections,
  files,
  storage,
}: {
  readme: string;
  sections: Record<string, unknown>;
  files: ExportFile[];
  storage: Storage;
}): Promise<{ zip: Buffer; included: IncludedFile[] }> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let complete = false;
  const zip = new Zip((err, data, final) => {
    if (err) failure = err;
    else chunks.push(data);
    if (final) complete = true;
  });
  addText(zip, "README.txt", readme);
  const included: IncludedFile[] = [];
  try {
    for (const f of files) {
      if (!isKey(f.key)) continue;
      const stream = await storage.read(f.key);
      if (!stream) continue;
      const path = `files/${f.name}.${f.key.split(".").pop()}`;
      const entry = new ZipPassThrough(path);
      zip.add(entry);
      for await (const chunk of stream) entry.push(chunk as Uint8Array);
      entry.push(new Uint8Array(0), true);
      included.push({ path, what: f.what });
    }
  } catch (err) {
    zip.terminate();
    throw err;
  }
  for (const [name, value] of Object.entries({ ...sections, files: included }))
    addText(zip, `${name}.json`, JSON.stringify(value, null, 2));
  zip.end();
  if (failure) throw failure;
  if (!complete) throw new Error("data export: the archive did not finish");
  return { zip: Buffer.concat(chunks), included };
}

function addText(zip: Zip, path: string, text: string) {
  const entry = new ZipDeflate(path, { level: 6 });
  zip.add(entry);
  entry.push(strToU8(text), true);
}
