// What Lighthouse's simulation (Lantern) starts from: the observed, unthrottled load's paints and what had
// finished before them. Lantern rebuilds FCP and LCP from the requests that *ended before the observed paint*
// (FCP: the high-priority ones; LCP: all but low-priority images), then replays them at 1.6 Mbit/s with a 4×
// slower CPU. A script that arrived before the observed paint is therefore counted as if the paint waited
// for it, whether or not it did on a phone (a module's evaluation, `v8.evaluateModule`, is not the
// `EvaluateScript` event Lantern uses to drop scripts run after the paint). bench/lighthouse.ts prints this.
import type { Result } from 'lighthouse';
import { ms } from './stats.ts';

interface NetworkItem {
  readonly url: string;
  readonly resourceType?: string;
  readonly priority?: string;
  readonly networkRequestTime?: number;
  readonly networkEndTime?: number;
  readonly transferSize?: number;
}
interface TaskItem {
  readonly startTime: number;
  readonly duration: number;
}
interface ObservedMetrics {
  readonly observedFirstContentfulPaint?: number;
  readonly observedLargestContentfulPaint?: number;
  readonly observedDomContentLoaded?: number;
  readonly observedLoad?: number;
}

export interface ObservedOrder {
  readonly fcpMs: number;
  readonly lcpMs: number;
  /** Requests that ended before the observed LCP, in order of their end (Lantern's LCP graph). */
  readonly endedBeforeLcp: readonly NetworkItem[];
  /** Scripts among them and their bytes on the wire. */
  readonly scriptsBeforeLcp: number;
  readonly scriptKbBeforeLcp: number;
  /** Main-thread tasks of 50 ms or more (unthrottled) before the observed FCP, and after it. */
  readonly longTasksBeforeFcp: readonly TaskItem[];
  readonly longTasksAfterFcp: readonly TaskItem[];
}

function items<T>(lhr: Result, audit: string): readonly T[] {
  return (lhr.audits[audit]?.details as { items?: readonly T[] } | undefined)?.items ?? [];
}

/** The observed paints (ms from navigation start) and what had ended or run on the main thread before them. */
export function observedOrder(lhr: Result): ObservedOrder {
  const metrics = items<ObservedMetrics>(lhr, 'metrics')[0] ?? {};
  const fcpMs = metrics.observedFirstContentfulPaint ?? NaN;
  const lcpMs = metrics.observedLargestContentfulPaint ?? NaN;
  const endedBeforeLcp = items<NetworkItem>(lhr, 'network-requests')
    .filter((r) => r.networkEndTime !== undefined && r.networkEndTime <= lcpMs)
    .toSorted((a, b) => (a.networkEndTime ?? 0) - (b.networkEndTime ?? 0));
  const scripts = endedBeforeLcp.filter((r) => r.resourceType === 'Script');
  const long = items<TaskItem>(lhr, 'main-thread-tasks').filter((t) => t.duration >= 50);
  return {
    fcpMs,
    lcpMs,
    endedBeforeLcp,
    scriptsBeforeLcp: scripts.length,
    scriptKbBeforeLcp: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    longTasksBeforeFcp: long.filter((t) => t.startTime < fcpMs),
    longTasksAfterFcp: long.filter((t) => t.startTime >= fcpMs),
  };
}

/** The lines bench/lighthouse.ts prints for one run. */
export function describeObservedOrder(order: ObservedOrder): string[] {
  const name = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.length > 40 ? `…${pathname.slice(-39)}` : pathname;
  };
  const tasks = (list: readonly TaskItem[]) => list.map((t) => `${ms(t.startTime)}+${ms(t.duration)}`).join(', ') || 'none';
  return [
    `observed (the load as it ran: unthrottled unless --devtools-throttling) FCP ${ms(order.fcpMs)} ms, LCP ${ms(order.lcpMs)} ms; ${order.endedBeforeLcp.length} requests ended before the observed LCP, ${order.scriptsBeforeLcp} of them scripts (${order.scriptKbBeforeLcp.toFixed(1)} kB on the wire), all counted by the simulated LCP:`,
    `  ${order.endedBeforeLcp.map((r) => `${name(r.url)} ${r.priority ?? '?'} ends ${ms(r.networkEndTime ?? NaN)}`).join('; ')}`,
    `main-thread tasks ≥ 50 ms (start+duration, ms as it ran) before the observed FCP: ${tasks(order.longTasksBeforeFcp)}; after: ${tasks(order.longTasksAfterFcp)}`,
  ];
}
