// References in Markdown: `#12` (an issue of the same project), `web#12` (issue 12 of the project whose key,
// its slug, is `web`) and `@ada` (a person). Both sides read them the same way, so this module sits outside
// src/client and src/server and imports neither: the server lists the references of a text (to resolve
// them for the reader, and to write back-links), the client's Markdown turns the same ones into links.
//
// They are found in the Markdown's syntax tree, not in its raw text: a remark plugin replaces them in text
// nodes only, so code spans and fenced blocks (no text nodes), links and autolinked URLs or e-mail addresses
// (skipped below) never hold one.
import { findAndReplace, type RegExpMatchObject, type ReplaceFunction } from 'mdast-util-find-and-replace';
import { remarkGfmSyntax } from './remarkGfmSyntax.ts';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** A reference to an issue: `#12` (`projectKey` null: the project of the text) or `web#12`. */
export interface IssueReference {
  readonly kind: 'issue';
  /** As written (`#12`, `web#12`): the key that matches a reference to what it points at. */
  readonly text: string;
  /** The project's key (slug) in lower case, or null for the project the text belongs to. */
  readonly projectKey: string | null;
  readonly number: number;
}

/** A mention of a person: `@ada`. */
export interface UserMention {
  readonly kind: 'user';
  readonly text: string;
  readonly login: string;
}

export type Reference = IssueReference | UserMention;

/** The mdast node the plugin puts where a reference was: its text as a child, the reference in `data`. */
export interface ReferenceNode {
  type: 'reference';
  children: [{ type: 'text'; value: string }];
  data: { reference: Reference; hName: string; hProperties: Record<string, string> };
}

// mdast's node types, named through the helper that rewrites the tree (the `mdast` types have no module of their own).
type Tree = Parameters<typeof findAndReplace>[0];
type Replacement = ReturnType<ReplaceFunction>;

/** The HTML element a reference becomes (for react-markdown), and the attribute that carries its text. */
export const REFERENCE_ELEMENT = 'span';
export const REFERENCE_ATTRIBUTE = 'data-reference';

// Issue numbers are PostgreSQL `int`s; a larger number cannot be an issue and is no reference.
const MAX_ISSUE_NUMBER = 2_147_483_647;
// A project key is a slug (domain/administration.ts: 2 to 40 characters); a login is 1 to 39 (accounts.ts).
// Keys are matched without regard to case, as on GitHub; slugs are stored in lower case.
const PATTERN = /(?:([A-Za-z0-9][A-Za-z0-9-]{0,38}[A-Za-z0-9])?#([1-9][0-9]{0,9})|@([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}))/g;
// What may not come right before a reference: a letter or digit (`abc#1`, `ada@host`), or a character that makes
// it part of something else (`a/b#1`, `x.y@z`, `&#1`, `##1`, `@@a`, `_#1`, `-#1`).
const GLUED_BEFORE = /[\p{L}\p{N}_\-./@#&]/u;
// Nor right after: a letter, digit or underscore (`#12abc`, `@ada_b`), or `#`/`@` (`#1#2`, `@a@b`).
const GLUED_AFTER = /[\p{L}\p{N}_#@]/u;

function referenceOf(text: string, key: string | undefined, number: string | undefined, login: string | undefined): Reference | null {
  if (login !== undefined) return { kind: 'user', text, login };
  if (number === undefined) return null;
  const value = Number(number);
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_ISSUE_NUMBER) return null;
  return { kind: 'issue', text, projectKey: key === undefined ? null : key.toLowerCase(), number: value };
}

function replaceReference(
  text: string,
  key: string | undefined,
  number: string | undefined,
  login: string | undefined,
  match: RegExpMatchObject,
): Replacement {
  const before = match.input.charAt(match.index - 1);
  const after = match.input.charAt(match.index + text.length);
  if ((before && GLUED_BEFORE.test(before)) || (after && GLUED_AFTER.test(after))) return false;
  const reference = referenceOf(text, key, number, login);
  if (!reference) return false;
  const node: ReferenceNode = {
    type: 'reference',
    children: [{ type: 'text', value: text }],
    data: { reference, hName: REFERENCE_ELEMENT, hProperties: { [REFERENCE_ATTRIBUTE]: text } },
  };
  // mdast has no reference node: it travels as an unknown node, which mdast-util-to-hast renders through
  // `data.hName` and `data.hProperties`.
  return node as unknown as Replacement;
}

/** The remark plugin: each reference in the text of the tree becomes a `reference` node. */
export function remarkReferences() {
  return (tree: Tree) => {
    // Links (autolinked URLs and e-mail addresses among them) keep their text as written.
    findAndReplace(tree, [PATTERN, replaceReference], { ignore: ['link', 'linkReference', 'definition'] });
  };
}

const parser = unified().use(remarkParse).use(remarkGfmSyntax).use(remarkReferences);

function isReferenceNode(node: unknown): node is ReferenceNode {
  return typeof node === 'object' && node !== null && (node as { type?: unknown }).type === 'reference';
}

/**
 * The references in `markdown`, each once (by its text as written), in the order they first appear. A pure
 * function of the text: whether each one points at something, and whether the reader may see it, is the
 * caller's business.
 */
export function referencesIn(markdown: string): Reference[] {
  // The plugins keep the tree an mdast root (unified types it as any unist node).
  const tree = parser.runSync(parser.parse(markdown)) as Tree;
  const found = new Map<string, Reference>();
  const visit = (node: Tree | ReferenceNode) => {
    if (isReferenceNode(node)) {
      if (!found.has(node.data.reference.text)) found.set(node.data.reference.text, node.data.reference);
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return [...found.values()];
}
