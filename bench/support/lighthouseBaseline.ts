// Issue 13's targets, and the stored baseline each Lighthouse run is compared with (ratios), for bench/lighthouse.ts.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './triage.ts';

const run = promisify(execFile);

/** Issue 13's targets, for every page (mobile, simulated throttling). */
export const TARGETS = { performance: 0.97, accessibility: 1, 'best-practices': 1, lcpMs: 1500, tbtMs: 100, cls: 0.02, jsKb: 180 } as const;

/** The previous run's medians, for the ratios; `--save-baseline` replaces it with this run's. */
const BASELINE_FILE = path.join(repoRoot, 'bench', 'baselines', 'lighthouse.json');

/** One page's medians: what is compared with the targets and stored as the baseline. */
export interface PageMedians {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** JavaScript on the wire (Brotli or gzip, as sent) requested before the largest paint (unthrottled log). */
  readonly jsKb: number;
}

export interface Baseline {
  readonly date: string;
  readonly commit: string;
  readonly load: string;
  readonly pages: Record<string, PageMedians>;
}

async function headCommit(): Promise<string> {
  const { stdout } = await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot });
  return stdout.trim();
}

export async function readBaseline(): Promise<Baseline | undefined> {
  try {
    return JSON.parse(await fs.readFile(BASELINE_FILE, 'utf8')) as Baseline;
  } catch {
    return undefined;
  }
}

/** `value` beside its target (met or MISSED) and its ratio to the baseline's, for the summary. */
export function judged(value: number, target: number, better: 'higher' | 'lower', base: number | undefined, digits: number): string {
  const met = better === 'higher' ? value >= target : value <= target;
  const ratio =
    base === undefined || base === 0 || Number.isNaN(base) ? '' : `, ×${(value / base).toFixed(2)} of baseline ${base.toFixed(digits)}`;
  return `${value.toFixed(digits)} (target ${better === 'higher' ? '≥' : '≤'} ${target}: ${met ? 'met' : 'MISSED'}${ratio})`;
}

/** Stores this run's medians as the baseline the next runs are compared with. */
export async function saveBaseline(pages: Record<string, PageMedians>): Promise<string> {
  const stored: Baseline = {
    date: new Date().toISOString(),
    commit: await headCommit(),
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    pages,
  };
  await fs.mkdir(path.dirname(BASELINE_FILE), { recursive: true });
  await fs.writeFile(BASELINE_FILE, `${JSON.stringify(stored, null, 2)}\n`);
  return path.relative(repoRoot, BASELINE_FILE);
}
