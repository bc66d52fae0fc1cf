// Which server suites judge a mutant of a domain module, for the sampled target `domain-sample` (README "Mutation
// testing"): a static map, so that no run of every server suite (about an hour under load) is needed to learn which
// suites reach which code. The suites of the API go through the harness, which starts the whole server, so imports
// alone name few of them (the harness is not counted as a hop: through it every suite would reach every module).
// In this order, at most `limit` for each sampled place of the module (the judge runs the union for each mutant):
// 1. the suites named after the module (`subIssues.ts`: `subIssues.test.ts`; `invitations.ts`: `invitationMail...`),
// 2. the suites that import it,
// 3. the suites that send the writes whose resolvers reach it (scripts/mutationResolverSuites.ts: `issueChanges.ts` is
//    reached through `closeIssues`, which `issueRelations.test.ts` sends most),
// 4. the suites that name the codes, headers and kinds written at the place (scripts/mutationTermSuites.ts: the
//    CORS headers of `yoga.ts`, `crossOrigin.test.ts`; `IDEMPOTENCY_KEY_IN_USE`, `idempotency.test.ts`).
// Only for a module that none of 1-3 reaches (Yoga's plugins, the live feed: every request goes through them, and no
// import and no Mutation field says which suites test them), weaker evidence:
// 5. the suites that name the codes, headers and kinds the rest of the module handles (`liveFeed.ts`' `STREAM_REPLACED`),
// 6. the suites named after a module of src/server that imports it (`requestFacts.ts`, read by `http/requestLog.ts`:
//    `requestLog.test.ts`).
// Then, for every module:
// 7. the two suites that drive every write of the tracker through the API and check its effects (`broadSuites`),
// 8. the suites that import a module that imports it (one hop).
// `specificSuites` tells which modules get none of 1-6: no suite is known to reach them but the broad ones.
// A survivor costs all of them. What only the suites left out would kill counts as survived: the figure is a floor.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { suitesThroughResolvers } from './mutationResolverSuites.ts';
import { suitesNamingTerms } from './mutationTermSuites.ts';

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
  // Case aside: the resolvers of a type are named after it (`Attachment.ts`: `attachmentRemoval.test.ts`).
  const [m, t] = [stem(module).toLowerCase(), stem(suite).toLowerCase()];
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

/** Every module of src/server, for the modules that import a module (rule 5). */
function serverModules(folder = 'src/server'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : serverModules(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** What the rules read once: the suites of tests/server and their texts, who imports what. */
interface Code {
  readonly texts: ReadonlyMap<string, string>;
  readonly suites: readonly string[];
  /** Module -> the suites importing it. */
  readonly direct: ReadonlyMap<string, ReadonlySet<string>>;
  /** Module -> the suites importing a module (not the harness) that imports it. */
  readonly oneHop: ReadonlyMap<string, ReadonlySet<string>>;
  /** Module -> the modules of src/server importing it. */
  readonly importers: ReadonlyMap<string, ReadonlySet<string>>;
}

function readCode(): Code {
  const texts = new Map(
    readdirSync('tests/server')
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => [`tests/server/${name}`, readFileSync(`tests/server/${name}`, 'utf8')] as const),
  );
  const suites = [...texts.keys()];
  const direct = new Map<string, Set<string>>();
  const oneHop = new Map<string, Set<string>>();
  const importers = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => map.set(key, (map.get(key) ?? new Set()).add(value));
  for (const suite of suites) {
    for (const first of importsOf(suite)) {
      add(direct, first, suite);
      if (notHops.has(first)) continue;
      for (const second of importsOf(first)) add(oneHop, second, suite);
    }
  }
  for (const module of serverModules()) for (const imported of importsOf(module)) add(importers, imported, module);
  return { texts, suites, direct, oneHop, importers };
}

/** Rules 1-6 for one place of a module (`lines`: its first and last line; none for the whole module). */
function specificTo(code: Code, module: string, lines: readonly number[]): string[] {
  const reaching = [
    ...code.suites.filter((suite) => namedAfter(module, suite)),
    ...[...(code.direct.get(module) ?? [])].sort(),
    ...(suitesThroughResolvers([module], code.suites, new Map([[module, lines]])).get(module) ?? []),
  ];
  const places = lines.length > 0 ? [lines] : [];
  if (reaching.length > 0) return [...new Set([...reaching, ...suitesNamingTerms(module, code.texts, places, { nearOnly: true })])];
  const importers = [...(code.importers.get(module) ?? [])];
  return [
    ...new Set([
      ...suitesNamingTerms(module, code.texts, places),
      ...code.suites.filter((suite) => importers.some((importer) => namedAfter(importer, suite))),
    ]),
  ];
}

/**
 * For each module named, the suites that rules 1-6 give it (those that reach it by their name, an import, a write, a
 * term it handles, or an importer's name): an empty list says that no suite is known to reach it but the broad ones.
 */
export function specificSuites(modules: readonly string[]): Map<string, string[]> {
  const code = readCode();
  return new Map(modules.map((module) => [module, specificTo(code, module, [])]));
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
  const code = readCode();
  const judging = new Map<string, string[]>();
  for (const module of modules) {
    const perPlace = (places.get(module) ?? [[]]).map((lines) => {
      const ordered = [...specificTo(code, module, lines), ...broadSuites, ...[...(code.oneHop.get(module) ?? [])].sort()];
      return [...new Set(ordered)].slice(0, limit);
    });
    const inTurns: string[] = [];
    for (let turn = 0; turn < limit; turn += 1)
      for (const list of perPlace) if (turn < list.length && !inTurns.includes(list[turn]!)) inTurns.push(list[turn]!);
    judging.set(module, inTurns);
  }
  return judging;
}
