// `npm run bench`: every benchmark, printing figures and ratios. Never run by the tests: timings on a shared
// machine are noisy, so they are read by people, not asserted.
import os from 'node:os';
import { benchNetwork } from './network.ts';

console.log(`# Triage benchmarks — ${new Date().toISOString()} — Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`);
await benchNetwork();
