// Which server suites reach a module through the GraphQL resolvers, for the sampled targets judged per module
// (scripts/mutationSuites.ts). The API suites go through the harness, which starts the whole server, so their imports
// say nothing of what they exercise; what they send does. Derived from the code, not listed by hand:
// 1. in each resolver module, which root fields (Mutation and Subscription, schema.graphql) reach which function of a
//    project module: the field's resolver names a binding imported from it, itself or through a function of the same
//    file;
// 2. for each such field, the suites that name it (`closeIssues`), most mentions first;
// 3. for a module, the fields that reach the sampled code first: the exported functions of the module that hold a
//    sampled line or call (within the module) what holds one; then the module's other fields. Each group's suites are
//    taken in turns (each field's first suite, then each field's second...), so that every write brings the suite
//    most about it before any brings a second.
// Query fields are left out: their names (`issue`, `project`, `viewer`) are words every suite uses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import ts from 'typescript';

const resolverFolder = 'src/server/graphql/resolvers';

/** The fields of the schema's Mutation and Subscription types. */
function rootFields(): Set<string> {
  const fields = new Set<string>();
  for (const definition of parse(readFileSync('schema.graphql', 'utf8')).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    if (definition.name.value !== 'Mutation' && definition.name.value !== 'Subscription') continue;
    for (const field of definition.fields ?? []) fields.add(field.name.value);
  }
  return fields;
}

/** The identifiers a node mentions. */
function namesIn(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isIdentifier(n)) names.add(n.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

interface ResolvedField {
  /** What its resolver reaches (`module#name`). */
  readonly reached: Set<string>;
  /** The lines of its resolvers in the resolver module (first and last, from 1). */
  readonly spans: [number, number][];
}

/** For one resolver module: each root field it resolves, what its resolver reaches and where it is written. */
function fieldsOfResolverModule(file: string, fields: ReadonlySet<string>): Map<string, ResolvedField> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  // Imported binding -> `module#name` of what it imports (the project's own `.ts` modules only).
  const imported = new Map<string, string>();
  // A function or constant of this file -> the names its body mentions (to follow a field through a helper).
  const locals = new Map<string, Set<string>>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      if (!specifier.startsWith('.') || !specifier.endsWith('.ts')) continue;
      const module = path.relative(process.cwd(), path.resolve(path.dirname(file), specifier));
      // A type runs no code: `import type { IssuesResult }` reaches nothing.
      const bindings = statement.importClause?.isTypeOnly ? undefined : statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly) imported.set(element.name.text, `${module}#${(element.propertyName ?? element.name).text}`);
    } else if (ts.isFunctionDeclaration(statement) && statement.name) locals.set(statement.name.text, namesIn(statement));
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          locals.set(declaration.name.text, namesIn(declaration.initializer));
  }
  const entriesReached = (names: Set<string>): Set<string> => {
    const seen = new Set<string>();
    const modules = new Set<string>();
    const follow = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const entry = imported.get(name);
      if (entry) modules.add(entry);
      for (const inner of locals.get(name) ?? []) follow(inner);
    };
    for (const name of names) follow(name);
    return modules;
  };
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const resolved = new Map<string, ResolvedField>();
  const visit = (node: ts.Node) => {
    const isField =
      (ts.isMethodDeclaration(node) || ts.isPropertyAssignment(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      fields.has(node.name.text) &&
      ts.isObjectLiteralExpression(node.parent);
    if (isField) {
      const field = resolved.get(node.name.text) ?? { reached: new Set<string>(), spans: [] };
      for (const entry of entriesReached(namesIn(ts.isMethodDeclaration(node) ? node : node.initializer))) field.reached.add(entry);
      field.spans.push([lineOf(node.getStart(source)), lineOf(node.getEnd())]);
      resolved.set(node.name.text, field);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return resolved;
}

/**
 * The exported names of a module whose code holds one of the lines, or calls (within the module, at any depth) a
 * declaration that holds one: a sampled place in a helper is reached through the exported functions that use it.
 */
function entriesHolding(module: string, lines: readonly number[]): Set<string> {
  const source = ts.createSourceFile(module, readFileSync(module, 'utf8'), ts.ScriptTarget.Latest, true);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const declarations: { name: string; exported: boolean; first: number; last: number; mentions: Set<string> }[] = [];
  for (const statement of source.statements) {
    const exported =
      ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const named: [string, ts.Node][] = [];
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      named.push([statement.name.text, statement]);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) named.push([declaration.name.text, declaration]);
    for (const [name, node] of named)
      declarations.push({
        name,
        exported,
        first: lineOf(node.getStart(source)),
        last: lineOf(node.getEnd()),
        mentions: namesIn(node),
      });
  }
  const held = new Set(declarations.filter((d) => lines.some((line) => d.first <= line && line <= d.last)).map((d) => d.name));
  for (let grown = true; grown;) {
    grown = false;
    for (const d of declarations)
      if (!held.has(d.name) && [...held].some((name) => d.mentions.has(name))) {
        held.add(d.name);
        grown = true;
      }
  }
  return new Set(declarations.filter((d) => d.exported && held.has(d.name)).map((d) => d.name));
}

/** How often a suite names a field, as a word. */
function mentions(text: string, field: string): number {
  return text.match(new RegExp(`\\b${field}\\b`, 'g'))?.length ?? 0;
}

/**
 * For each module named, the suites (of `suites`) that reach it through a Mutation or Subscription field's resolver,
 * in the order above (`lines`: the sampled lines of each module); modules no such field reaches get an empty list. A
 * resolver module reaches itself.
 */
export function suitesThroughResolvers(
  modules: readonly string[],
  suites: readonly string[],
  lines: ReadonlyMap<string, readonly number[]> = new Map(),
): Map<string, string[]> {
  const fields = rootFields();
  const fieldsReaching = new Map<string, Set<string>>();
  /** Where each field's resolver is written: a sampled line inside one is reached by that field. */
  const spans: { file: string; field: string; first: number; last: number }[] = [];
  for (const name of readdirSync(resolverFolder).filter((n) => n.endsWith('.ts'))) {
    const file = `${resolverFolder}/${name}`;
    for (const [field, { reached, spans: fieldSpans }] of fieldsOfResolverModule(file, fields)) {
      for (const [first, last] of fieldSpans) spans.push({ file, field, first, last });
      // Keyed by module and by `module#name`; a resolver module is reached by its own fields.
      for (const key of [file, ...reached, ...[...reached].map((entry) => entry.split('#')[0]!)]) {
        const set = fieldsReaching.get(key) ?? new Set<string>();
        set.add(field);
        fieldsReaching.set(key, set);
      }
    }
  }
  const texts = new Map(suites.map((suite) => [suite, readFileSync(suite, 'utf8')]));
  const ranked = (field: string) =>
    suites
      .map((suite) => ({ suite, count: mentions(texts.get(suite) ?? '', field) }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count || (a.suite < b.suite ? -1 : 1))
      .map(({ suite }) => suite);
  const inTurns = (groupFields: Iterable<string>, into: string[]) => {
    const lists = [...groupFields].sort().map(ranked);
    for (let turn = 0; lists.some((list) => turn < list.length); turn += 1)
      for (const list of lists) if (turn < list.length && !into.includes(list[turn]!)) into.push(list[turn]!);
  };
  const result = new Map<string, string[]>();
  for (const module of modules) {
    const all = fieldsReaching.get(module) ?? new Set<string>();
    const sampled = new Set<string>();
    const sampledLines = lines.get(module) ?? [];
    for (const entry of entriesHolding(module, sampledLines))
      for (const field of fieldsReaching.get(`${module}#${entry}`) ?? []) sampled.add(field);
    for (const span of spans)
      if (span.file === module && sampledLines.some((line) => span.first <= line && line <= span.last)) sampled.add(span.field);
    const ordered: string[] = [];
    inTurns(sampled, ordered);
    inTurns(
      [...all].filter((field) => !sampled.has(field)),
      ordered,
    );
    result.set(module, ordered);
  }
  return result;
}
