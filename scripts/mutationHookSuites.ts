// Which Jest suites judge a mutant of a feature's mutation hook, for the sampled target `client-mutations` (README
// "Mutation testing"). Every suite renders the app through the same route table, so the import graph says nothing:
// each one reaches every page's code. What a suite that pins a hook cannot avoid is its operation: the mock
// environment holds the mutation until the suite answers, rejects or reads it, by the operation's name
// (`resolveOperation(environment, 'useDeleteLabelMutation', ...)`), and the name is the hook's (relay-compiler
// requires it). So a hook is judged by the suites of tests/client that name its operation: first those that import the
// hook itself (its own suite, a second or two, before the pages' that pass through it), then those that name it most,
// at most `limit`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The name of the mutation a hook module sends (`mutation useDeleteLabelMutation(...)` in its graphql tag). */
export function operationOf(source: string): string | undefined {
  return /graphql`\s*mutation\s+(\w+)/.exec(source)?.[1];
}

/** How many times `name` appears in `text` as a whole word. */
function mentions(text: string, name: string): number {
  return text.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
}

/** The Jest suites of tests/client (`*.test.ts`, `*.test.tsx`), as paths from the project's root. */
function clientSuites(folder = 'tests/client'): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name}`)
    .sort();
}

/**
 * For each hook module, the suites that name its operation: those importing the hook first, then most mentions, then by
 * path; at most `limit`.
 * A module whose operation no suite names gets an empty list.
 */
export function suitesNamingHooks(
  modules: readonly string[],
  limit: number,
  suites: readonly string[] = clientSuites(),
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): Map<string, string[]> {
  const texts = new Map(suites.map((suite) => [suite, read(suite)]));
  const judging = new Map<string, string[]>();
  for (const module of modules) {
    const operation = operationOf(read(module));
    if (!operation) throw new Error(`${module} sends no named mutation: it is not a mutation hook.`);
    const hook = path.basename(module, '.ts');
    const counted = suites
      .map((suite) => {
        const text = texts.get(suite)!;
        return { suite, imports: new RegExp(`from '[^']*/${hook}'`).test(text), count: mentions(text, operation) };
      })
      .filter(({ count }) => count > 0)
      .sort((a, b) => Number(b.imports) - Number(a.imports) || b.count - a.count || (a.suite < b.suite ? -1 : 1));
    judging.set(
      module,
      counted.slice(0, limit).map(({ suite }) => suite),
    );
  }
  return judging;
}
