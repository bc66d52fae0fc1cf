// Sampled mutation targets (README "Mutation testing", "The whole domain, estimated"): a whole folder has thousands
// of mutants, and those that only suites starting a seeded server reach cost minutes each, so a sampled target
// tests a fixed, seeded random sample of the folder's mutants and states the score as an estimate for the whole
// folder, with its sample size and a 95 % interval.
//
// The unit drawn is a *place*: one node of the code and every mutant Stryker makes of it (`<` into `<=`, `>=`,
// `true` and `false` share one place). Places are listed by a census run that tests nothing (every mutant ignored,
// scripts/mutationSampleIgnorer.mjs), ranked by a hash of the seed, file and place, and the first `places` are taken:
// the same code gives the same sample, and a change elsewhere leaves the rest of it as it was (the incremental
// cache keeps working). The score is detected over scored mutants summed over the sampled places (a ratio
// estimator of a cluster sample); its interval is the 2.5th and 97.5th percentiles of the same ratio over 10 000
// resamples of the places (a seeded bootstrap).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MutantResult } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';

export interface Place {
  readonly file: string;
  /** Lines and columns from 1, as Stryker's results (the mutation-testing report's schema) give a mutant's location. */
  readonly start: { readonly line: number; readonly column: number };
  readonly end: { readonly line: number; readonly column: number };
}

export interface SampleSettings {
  /** How many places are drawn. */
  readonly places: number;
  /** Changing it draws another sample. */
  readonly seed: string;
}

export const ignorerPlugin = path.resolve('scripts/mutationSampleIgnorer.mjs');

const relative = (fileName: string) => path.relative(process.cwd(), path.resolve(fileName));
const placeKey = (file: string, loc: Pick<Place, 'start' | 'end'>) =>
  `${file}:${loc.start.line}:${loc.start.column}-${loc.end.line}:${loc.end.column}`;

/** Every place of the files `mutate` names that has at least one mutant, and how many mutants it has. */
export async function census(mutate: readonly string[]): Promise<Map<string, { place: Place; mutants: number }>> {
  const results = await new Stryker({
    mutate: [...mutate],
    // Nothing is tested: every mutant is ignored, and the test run before them is `true`.
    testRunner: 'command',
    commandRunner: { command: 'true' },
    coverageAnalysis: 'off',
    checkers: [],
    incremental: false,
    reporters: [],
    appendPlugins: [ignorerPlugin],
    ignorers: ['mutation-census'],
    thresholds: { high: 85, low: 70, break: null },
  }).runMutationTest();
  const places = new Map<string, { place: Place; mutants: number }>();
  for (const result of results) {
    if (!result.location) continue;
    const file = relative(result.fileName);
    const key = placeKey(file, result.location);
    const known = places.get(key);
    if (known) known.mutants += 1;
    else places.set(key, { place: { file, start: result.location.start, end: result.location.end }, mutants: 1 });
  }
  return places;
}

/** The first `settings.places` places when ranked by the hash of the seed and the place's key. */
export function draw(keys: Iterable<string>, settings: SampleSettings): string[] {
  const rank = (key: string) => createHash('sha256').update(`${settings.seed}\n${key}`).digest('hex');
  return [...keys]
    .map((key) => ({ key, rank: rank(key) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .slice(0, settings.places)
    .map(({ key }) => key);
}

/** The mutate ranges that name exactly these places (a range's lines count from 1, its columns from 0, as Babel's). */
export function mutateRanges(places: readonly Place[]): string[] {
  return places.map((p) => `${p.file}:${p.start.line}:${p.start.column - 1}-${p.end.line}:${p.end.column - 1}`);
}

/**
 * Writes the places for the ignore-plugin (TRIAGE_MUTATION_SAMPLE) and sets the variable. The file, committed beside
 * the target's incremental cache, is also the record of which places the figure was measured on.
 */
export function handToIgnorer(places: readonly Place[], file: string): void {
  writeFileSync(file, `${JSON.stringify(places, null, 2)}\n`);
  process.env.TRIAGE_MUTATION_SAMPLE = path.resolve(file);
}

export interface PlaceTally {
  readonly detected: number;
  readonly scored: number;
}

/** Each sampled place's detected (killed or timed out) and scored mutants; the results of other places are left out. */
export function tallyPlaces(results: readonly MutantResult[], sampled: readonly string[]): PlaceTally[] {
  const tallies = new Map(sampled.map((key) => [key, { detected: 0, scored: 0 }]));
  for (const result of results) {
    if (!result.location) continue;
    const tally = tallies.get(placeKey(relative(result.fileName), result.location));
    if (!tally) continue;
    if (result.status === 'Killed' || result.status === 'Timeout') {
      tally.detected += 1;
      tally.scored += 1;
    } else if (result.status === 'Survived' || result.status === 'NoCoverage') tally.scored += 1;
  }
  return [...tallies.values()];
}

export interface Estimate {
  readonly score: number;
  readonly low: number;
  readonly high: number;
  readonly detected: number;
  readonly scored: number;
}

/** A small seeded generator (mulberry32), so that the interval printed for one run is the same every time. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ratio estimate over the sampled places and its 95 % bootstrap interval (null when nothing was scored). */
export function estimate(tallies: readonly PlaceTally[], resamples = 10_000): Estimate | null {
  const detected = tallies.reduce((sum, t) => sum + t.detected, 0);
  const scored = tallies.reduce((sum, t) => sum + t.scored, 0);
  if (scored === 0) return null;
  const random = generator(0x7219e);
  const ratios: number[] = [];
  for (let i = 0; i < resamples; i += 1) {
    let d = 0;
    let s = 0;
    for (let j = 0; j < tallies.length; j += 1) {
      const t = tallies[Math.floor(random() * tallies.length)]!;
      d += t.detected;
      s += t.scored;
    }
    if (s > 0) ratios.push(d / s);
  }
  ratios.sort((a, b) => a - b);
  const at = (q: number) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))]!;
  return { score: detected / scored, low: at(0.025), high: at(0.975), detected, scored };
}
