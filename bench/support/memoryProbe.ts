// Loaded into a benchmarked server process (`--import`, with `--expose-gc`): asked over the IPC channel, it
// collects garbage and answers the process's memory use, so that what idle streams hold is measured without
// the garbage that serving them left behind. Benchmark-only: the server itself knows nothing of it.
process.on('message', (message) => {
  if (message !== 'measure-memory') return;
  // Twice: the first collection may leave objects that only become unreachable once finalizers ran.
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
// The IPC channel must not keep a stopping server alive.
process.channel?.unref();
