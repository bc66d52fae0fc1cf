// Which server suites judge a mutant of a domain module, for the sampled target `domain-sample` (README "Mutation
// testing"): a static map, so that no run of every server suite (about an hour under load) is needed to learn which
// suites reach which code. The suites of the API go through the harness, which starts the whole server, so imports
// alone name few of them (the harness is not counted as a hop: through it every suite would reach every module).
// In this order, at most `limit` for each sampled place of the module (the judge runs the union for each mutant):
// 1. the suites named after the module (`subIssues.ts`: `subIssues.test.ts`; `invitations.ts`: `invitationMail...`),
// 2. the suites that import it,
// 3. the suites that send the writes whose resolvers reach it (scripts/mutationResolverSuites.ts: `issueChanges.ts` is
//    reached through `closeIssues`, which `issueRelations.test.ts` sends most),
// 4. the two suites that drive every write of the tracker through the API and check its effects (`broadSuites`),
// 5. the suites that import a module that imports it (one hop).
// A survivor costs all of them. What only the suites left out would kill counts as survived: the figure is a floor.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { suitesThroughResolvers } from './mutationResolverSuites.ts';

/** Helpers every server suite goes through to the whole server: not a hop. */
const notHops = new Set(['tests/server/harness.ts']);

/** The suites that run every write of the tracker through the API and check what each changes. */
const broadSuites = ['tests/server/tracker.test.ts', 'tests/server/sideEffects.test.ts'];

/** `invitations` and `invitationMail`, `subIssues` and `subIssues`: one name starts with the other, plural aside. */
function namedAfter(module: string, suite: string): boolean {
  const stem = (file: string) =>
    path
      .basename(file)
      .replace(/(\.test)?\.ts$/, '')
      .replace(/s$/, '');
  const [m, t] = [stem(module), stem(suite)];
  // Short stems (`issue`, `label`) would name half the suites.
  return Math.min(m.length, t.length) >= 6 && (t.startsWith(m) || m.startsWith(t));
}

/** The project files a file imports (relative paths, `.ts` imports only: the project's own modules). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.') && name.endsWith('.ts'))
    .map((name) => path.relative(process.cwd(), path.resolve(path.dirname(file), name)));
}

/**
 * For each module named, the suites of tests/server that judge its mutants, in the order above. `places` lists a
 * module's sampled places (each as its lines): each place gets at most `limit` suites, the writes that reach its lines
 * first, and the module's list takes its places' lists in turns (the judge knows a mutant's module, not its place).
 * A module without places gets `limit` suites.
 */
export function suitesJudging(
  modules: readonly string[],
  limit: number,
  places: ReadonlyMap<string, readonly (readonly number[])[]> = new Map(),
): Map<string, string[]> {
  const suites = readdirSync('tests/server')
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/server/${name}`)
    .sort();
  const direct = new Map<string, Set<string>>();
  const oneHop = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, module: string, suite: string) => {
    const set = map.get(module) ?? new Set<string>();
    set.add(suite);
    map.set(module, set);
  };
  for (const suite of suites) {
    for (const first of importsOf(suite)) {
      add(direct, first, suite);
      if (notHops.has(first)) continue;
      for (const second of importsOf(first)) add(oneHop, second, suite);
    }
  }
  const judging = new Map<string, string[]>();
  for (const module of modules) {
    const perPlace = (places.get(module) ?? [[]]).map((lines) => {
      const throughResolvers = suitesThroughResolvers([module], suites, new Map([[module, lines]])).get(module) ?? [];
      const ordered = [
        ...suites.filter((suite) => namedAfter(module, suite)),
        ...[...(direct.get(module) ?? [])].sort(),
        ...throughResolvers,
        ...broadSuites,
        ...[...(oneHop.get(module) ?? [])].sort(),
      ];
      return [...new Set(ordered)].slice(0, limit);
    });
    const inTurns: string[] = [];
    for (let turn = 0; turn < limit; turn += 1)
      for (const list of perPlace) if (turn < list.length && !inTurns.includes(list[turn]!)) inTurns.push(list[turn]!);
    judging.set(module, inTurns);
  }
  return judging;
}
