// StrykerJS ignore-plugins for the sampled mutation targets (scripts/mutationSample.ts, README "Mutation testing"),
// loaded by path (`appendPlugins`) in Stryker's process and its workers, so plain JavaScript: the workers run
// without tsx.
//
// - `mutation-census` ignores every node: a run with it only lists the mutants of the files named (status
//   Ignored, nothing tested), the population a sample is drawn from.
// - `mutation-sample` keeps the mutants of the sampled places only. Stryker is handed each sampled place as a
//   mutate range (`file:line:column-line:column`), and a range also holds the nodes inside it (a sampled block holds
//   its whole body): those are ignored unless they are a sampled place themselves or hold one. Ignoring a node
//   ignores everything under it, hence the second condition. The places are read from the JSON file named by
//   TRIAGE_MUTATION_SAMPLE: a list of { start: { line, column }, end: { line, column } }, lines and columns
//   from 1 as Stryker's results give them. Places are compared without their file: a node of one file at the place of another's sampled
//   one is tested for nothing (the score counts sampled places by file), never left out.
import { readFileSync } from 'node:fs';
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** @type {{ key: string; start: { line: number; column: number }; end: { line: number; column: number } }[] | undefined} */
let places;

function sampledPlaces() {
  if (places) return places;
  const file = process.env.TRIAGE_MUTATION_SAMPLE;
  if (!file) throw new Error('mutation-sample needs TRIAGE_MUTATION_SAMPLE: the JSON file of the sampled places.');
  /** @type {{ start: { line: number; column: number }; end: { line: number; column: number } }[]} */
  const read = JSON.parse(readFileSync(file, 'utf8'));
  places = read.map((place) => ({ ...place, key: keyOf(place) }));
  return places;
}

/** @param {{ start: { line: number; column: number }; end: { line: number; column: number } }} loc lines and columns from 1 */
function keyOf(loc) {
  return `${loc.start.line}:${loc.start.column}-${loc.end.line}:${loc.end.column}`;
}

/** Whether `inner` lies within `outer`. */
function within(outer, inner) {
  const startsAfter =
    outer.start.line < inner.start.line || (outer.start.line === inner.start.line && outer.start.column <= inner.start.column);
  const endsBefore = outer.end.line > inner.end.line || (outer.end.line === inner.end.line && outer.end.column >= inner.end.column);
  return startsAfter && endsBefore;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'mutation-census', {
    shouldIgnore: () => 'Listed only (the census of a sampled target)',
  }),
  declareValuePlugin(PluginKind.Ignore, 'mutation-sample', {
    shouldIgnore(path) {
      const { loc } = path.node;
      if (!loc) return undefined;
      // Babel counts columns from 0, Stryker's results from 1 (lines from 1 in both).
      const node = {
        start: { line: loc.start.line, column: loc.start.column + 1 },
        end: { line: loc.end.line, column: loc.end.column + 1 },
      };
      const key = keyOf(node);
      const sampled = sampledPlaces();
      if (sampled.some((place) => place.key === key || within(node, place))) return undefined;
      return 'Not in the sample';
    },
  }),
];
