// CPU time spent by processes, read from Linux's /proc, so a benchmark on a shared machine can print the work
// a request cost beside its wall time: other work on the cores stretches the wall time, not the CPU time.
import fs from 'node:fs/promises';

/** Linux's clock ticks per second for /proc/<pid>/stat's times (`getconf CLK_TCK`; 100 on every Linux we run). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  readonly pid: number;
  readonly parent: number;
  /**
   * User plus system CPU time of the process (all its threads), and of its children that ended and were waited
   * for, in milliseconds. The latter keeps a tree's total from falling when a process in it ends between two
   * readings (PostgreSQL's backend of a connection a pool closed when idle: the postmaster waits for it).
   */
  readonly cpuMs: number;
}

async function procStat(pid: number): Promise<ProcStat | null> {
  const text = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (text === null) return null;
  // The command name (field 2) is in parentheses and may hold spaces: the fields are counted after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const parent = Number(fields[1]);
  // utime, stime, cutime and cstime (fields 14 to 17 of stat(5)).
  const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  return { pid, parent, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
}

/** Whether this machine has /proc (Linux): without it the benchmarks print no CPU figures. */
export async function canReadCpuTime(): Promise<boolean> {
  return (await procStat(process.pid)) !== null;
}

/** The CPU time so far of a process and every process under it (e.g. PostgreSQL's postmaster and its backends). */
export async function cpuMsOfTree(root: number): Promise<number> {
  const pids = (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const stats = (await Promise.all(pids.map(procStat))).filter((s): s is ProcStat => s !== null);
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) children.set(s.parent, [...(children.get(s.parent) ?? []), s]);
  let total = stats.find((s) => s.pid === root)?.cpuMs ?? 0;
  const pending = [...(children.get(root) ?? [])];
  for (let s = pending.pop(); s; s = pending.pop()) {
    total += s.cpuMs;
    pending.push(...(children.get(s.pid) ?? []));
  }
  return total;
}

/** The whole machine's CPU time so far, busy and in all, in ticks of every core (/proc/stat's first line). */
export async function machineCpuTicks(): Promise<{ readonly busy: number; readonly total: number }> {
  const line = (await fs.readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  // user nice system idle iowait irq softirq steal (guest time is already in user and nice).
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}
