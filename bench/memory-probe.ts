/**
 * Preloaded into the server by bench/memory.ts (`node --expose-gc --import ./bench/memory-probe.ts`,
 * Node's own type stripping): on SIGUSR2 it writes, to MEMORY_PROBE_FILE, where the
 * process's memory is — V8's heap, memory outside it, the WebAssembly memories alive
 * (PGlite's database runs in one) — before and after a full garbage collection.
 * Bench only: nothing of the app imports it.
 */
import { writeFileSync } from "node:fs";
import { getHeapSpaceStatistics, getHeapStatistics } from "node:v8";

const MB = 1024 * 1024;
const memories: WeakRef<WebAssembly.Memory>[] = [];
const Original = WebAssembly.Memory;
// Count every WebAssembly.Memory made (PGlite makes one per database it opens, initdb one more).
WebAssembly.Memory = new Proxy(Original, {
  construct(target, args: [WebAssembly.MemoryDescriptor]) {
    const memory = new target(...args);
    memories.push(new WeakRef(memory));
    return memory;
  },
});

function snapshot() {
  const usage = process.memoryUsage();
  const heap = getHeapStatistics();
  const wasm = memories.map((m) => m.deref()?.buffer.byteLength).filter((b): b is number => b !== undefined);
  return {
    rss: usage.rss / MB,
    heapUsed: usage.heapUsed / MB,
    heapTotal: usage.heapTotal / MB,
    external: usage.external / MB,
    arrayBuffers: usage.arrayBuffers / MB,
    heapLimit: heap.heap_size_limit / MB,
    wasm: wasm.map((b) => b / MB),
    /** Each V8 heap space: [committed, used] MB. */
    spaces: Object.fromEntries(
      getHeapSpaceStatistics().map((sp) => [sp.space_name, [sp.physical_space_size / MB, sp.space_used_size / MB]]),
    ),
  };
}

process.on("SIGUSR2", () => {
  const before = snapshot();
  // A WeakRef's target stays alive until the end of the job that read it: collect in the next one.
  setTimeout(() => {
    (globalThis as { gc?: () => void }).gc?.();
    setTimeout(() => {
      const afterGc = snapshot();
      writeFileSync(process.env.MEMORY_PROBE_FILE ?? "memory-probe.json", JSON.stringify({ before, afterGc }));
    }, 50);
  }, 50);
});
