// What a Lighthouse result says: the scores and metrics of one run, the audits that cost points, the LCP's
// phases and the opportunities (bench/lighthouse.ts prints them).
import type { Result } from 'lighthouse';
import { ms } from './stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export interface RunFigures {
  readonly scores: Record<(typeof CATEGORIES)[number], number | null>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly fcpMs: number;
  readonly cls: number;
  readonly siMs: number;
  /** The unthrottled load's own LCP, ms from navigation start (to line it up with the DevTools log). */
  readonly observedLcpMs: number;
}

export function figures(lhr: Result): RunFigures {
  const score = (id: string) => lhr.categories[id]?.score ?? null;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    siMs: numeric('speed-index'),
    observedLcpMs:
      (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]
        ?.observedLargestContentfulPaint ?? NaN,
  };
}

/** Audits that cost points in a category, with their scores and, for a few, the elements at fault. */
export function failing(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is NonNullable<typeof audit> => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const details = audit.details;
      const nodes =
        details && 'items' in details
          ? (details.items as readonly unknown[])
              .flatMap((item) => {
                const node = (item as { node?: { snippet?: string; nodeLabel?: string } }).node;
                return node?.snippet ? [`${node.snippet.slice(0, 100)}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 40)}"` : ''}`] : [];
              })
              .slice(0, 3)
          : [];
      return `${audit.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})${nodes.length ? `: ${nodes.join(' | ')}` : ''}`;
    });
}

/** The LCP element and Lighthouse's split of LCP into TTFB, load delay, load time and render delay. */
export function lcpBreakdown(lhr: Result): string | undefined {
  interface Table {
    readonly items?: readonly Record<string, unknown>[];
  }
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: readonly Table[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  const phases = (details?.items?.[1]?.items ?? []) as readonly { phase?: string; timing?: number }[];
  if (!node && phases.length === 0) return undefined;
  const element = node ? `${(node.snippet ?? '').slice(0, 90)}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 50)}"` : ''}` : '?';
  return `${element}; ${phases.map((p) => `${p.phase} ${ms(p.timing ?? NaN)} ms`).join(', ')}`;
}

/** Lighthouse's opportunities for the page (estimated savings), largest first. */
export function opportunities(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && audit.score !== null && audit.score < 1)
    .map((audit) => ({ audit, savings: (audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0 }))
    .sort((a, b) => b.savings - a.savings)
    .map(({ audit, savings }) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : savings ? ` (${ms(savings)} ms)` : ''}`);
}
