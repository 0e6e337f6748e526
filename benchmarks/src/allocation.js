// Bytes a piece of work allocates on the JS heap, from V8's GC profiler: what each collection
// found in use, minus what the previous one left (and the heap's growth after the last one).
// Young and old generations alike; typed arrays' backing stores (outside the heap) do not count.
import v8 from "node:v8";

/**
 * Runs `work` and returns its result with the bytes allocated meanwhile.
 * @template T
 * @param {() => Promise<T>} work
 * @returns {Promise<{ result: T, bytes: number, collections: number }>}
 */
export async function allocatedDuring(work) {
  const profiler = new v8.GCProfiler();
  const used = () => v8.getHeapStatistics().used_heap_size;
  profiler.start();
  const start = used();
  const result = await work();
  const end = used();
  const { statistics } = profiler.stop();
  let bytes = 0;
  let left = start;
  for (const { beforeGC, afterGC } of statistics) {
    bytes += Math.max(0, beforeGC.heapStatistics.usedHeapSize - left);
    left = afterGC.heapStatistics.usedHeapSize;
  }
  bytes += Math.max(0, end - left);
  return { result, bytes, collections: statistics.length };
}
