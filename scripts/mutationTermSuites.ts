// Which server suites name what a module handles, for the sampled targets judged per module (scripts/mutationSuites.ts).
// Yoga's plugins, the live feed and the error masking are reached by every request through the harness's server,
// not through an import or a Mutation field, so neither says which suites test them; the strings they handle do.
// The error codes they answer with (`IDEMPOTENCY_KEY_IN_USE`, `STREAM_REPLACED`), the headers they read or write
// (`idempotency-key`) and the notice kinds they tell apart (`comment.deleted`) are what a suite that tests them
// asserts or sends. Derived from the code, not listed by hand:
// 1. a module's *terms*: its string literals shaped like a code, a header or a kind (not a file name), and those of
//    the constants and functions it names (its own, or imported from a project module: `allowedHeaders:
//    [CSRF_HEADER]`; `unauthenticated()`, which answers `UNAUTHENTICATED`);
// 2. for a term, the suites that name it (case aside: a suite sends `Idempotency-Key`), most mentions first; a
//    term more than a quarter of the suites name (`content-type`, `x-triage-csrf`) tells nothing and is dropped;
// 3. for a place, the terms of the innermost node around its lines that has any come first, then the module's
//    others; within each group the rarest term first, and the terms' suites are taken in turns.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** `IDEMPOTENCY_KEY_IN_USE`, `FORBIDDEN`; `idempotency-key`, `comment.deleted`, `x-triage-csrf`. */
const codeShape = /^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{5,})$/;
const nameShape = /^[a-z][a-z0-9]*(?:[-.][a-z0-9]+)+$/i;
const fileName = /\.(?:[cm]?[jt]sx?|json|graphql|html|sql)$/;
const isTerm = (text: string) => codeShape.test(text) || (nameShape.test(text) && !fileName.test(text));

/** A term more suites name than this share of them is a word of every request, not of what a module does. */
const tellingShare = 0.25;

/** The literal terms a node holds. */
function literalTerms(node: ts.Node): Set<string> {
  const terms = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n)) return;
    if (ts.isStringLiteralLike(n) && isTerm(n.text)) terms.add(n.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return terms;
}

/** The literal terms of each top-level constant and function of a file (`const X = 'a-b'`, `function f() { ... }`). */
function termsOfDeclarations(source: ts.SourceFile): Map<string, Set<string>> {
  const declared = new Map<string, Set<string>>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) declared.set(statement.name.text, literalTerms(statement));
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          declared.set(declaration.name.text, literalTerms(declaration.initializer));
  }
  return declared;
}

const parsed = new Map<string, ts.SourceFile>();
function sourceOf(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

/** The terms behind each name a module may use: its own declarations' and those it imports from project modules. */
function declarationsSeenFrom(file: string): Map<string, Set<string>> {
  const source = sourceOf(file);
  const declared = termsOfDeclarations(source);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!specifier.startsWith('.') || !specifier.endsWith('.ts') || !bindings || !ts.isNamedImports(bindings)) continue;
    const theirs = termsOfDeclarations(sourceOf(path.relative(process.cwd(), path.resolve(path.dirname(file), specifier))));
    for (const element of bindings.elements) {
      const terms = theirs.get((element.propertyName ?? element.name).text);
      if (terms) declared.set(element.name.text, terms);
    }
  }
  return declared;
}

/** The terms a node holds, literally or through a name it mentions; import declarations are not the module's own. */
function termsIn(node: ts.Node, declared: ReadonlyMap<string, ReadonlySet<string>>): Set<string> {
  const terms = literalTerms(node);
  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n)) return;
    if (ts.isIdentifier(n)) for (const term of declared.get(n.text) ?? []) terms.add(term);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return terms;
}

/** The module's terms, the group nearest each place first (`places`: each place's first and last line). */
export function termsOf(module: string, places: readonly (readonly number[])[] = []): { near: Set<string>; all: Set<string> } {
  const source = sourceOf(module);
  const declared = declarationsSeenFrom(module);
  const all = termsIn(source, declared);
  const near = new Set<string>();
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  for (const lines of places) {
    if (lines.length === 0) continue;
    const [first, last] = [Math.min(...lines), Math.max(...lines)];
    // The nodes around the place, outermost first; the innermost that holds a term gives the place's own.
    const around: ts.Node[] = [];
    const visit = (n: ts.Node) => {
      if (lineOf(n.getStart(source)) > first || lineOf(n.getEnd()) < last) return;
      around.push(n);
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(source, visit);
    for (const node of around.reverse()) {
      const terms = termsIn(node, declared);
      if (terms.size === 0) continue;
      for (const term of terms) near.add(term);
      break;
    }
  }
  return { near, all };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How often a suite names a term, as a whole term (not inside a longer code or header), case aside. */
function mentions(text: string, term: string): number {
  return text.match(new RegExp(`(?<![A-Za-z0-9_-])${escaped(term)}(?![A-Za-z0-9_-])`, 'gi'))?.length ?? 0;
}

/**
 * For a module, the suites (of `suites`, with their texts) that name its terms, in the order above; `places` are its
 * sampled places' lines. `nearOnly`: the terms of the places alone. Empty for a module without telling terms.
 */
export function suitesNamingTerms(
  module: string,
  suites: ReadonlyMap<string, string>,
  places: readonly (readonly number[])[] = [],
  { nearOnly = false } = {},
): string[] {
  const { near, all } = termsOf(module, places);
  const naming = (term: string) =>
    [...suites]
      .map(([suite, text]) => ({ suite, count: mentions(text, term) }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count || (a.suite < b.suite ? -1 : 1))
      .map(({ suite }) => suite);
  const ordered: string[] = [];
  const inTurns = (terms: Iterable<string>) => {
    const lists = [...terms]
      .map((term) => ({ term, suites: naming(term) }))
      .filter(({ suites: named }) => named.length > 0 && named.length <= tellingShare * suites.size)
      .sort((a, b) => a.suites.length - b.suites.length || (a.term < b.term ? -1 : 1))
      .map(({ suites: named }) => named);
    for (let turn = 0; lists.some((list) => turn < list.length); turn += 1)
      for (const list of lists) if (turn < list.length && !ordered.includes(list[turn]!)) ordered.push(list[turn]!);
  };
  inTurns(near);
  if (!nearOnly) inTurns([...all].filter((term) => !near.has(term)));
  return ordered;
}
