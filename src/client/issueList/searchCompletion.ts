// Completion for the issue search box: the qualifier being typed at the caret (`lab` → `label:`) and its
// values (`label:do` → `label:docs`, `assignee:` → `@me` and the project's people). Pure: the text, the
// caret and what the project offers in; what to replace and the choices out.
import { searchValue } from '../paths';

/** What the project offers to complete with. */
export interface SearchVocabulary {
  labels: readonly string[];
  logins: readonly string[];
}

export interface CompletionOption {
  /** What replaces the word at the caret. */
  text: string;
  /** What the list shows. */
  label: string;
}

export interface Completion {
  /** The word at the caret spans [from, to) of the text. */
  from: number;
  to: number;
  options: readonly CompletionOption[];
}

const MAX_OPTIONS = 8;

/** The qualifiers, in the order they are offered. */
const QUALIFIERS = ['is', 'label', 'assignee', 'author', 'no', 'has', 'parent', 'priority', 'sort'] as const;

function valuesOf(qualifier: string, vocabulary: SearchVocabulary): readonly string[] {
  switch (qualifier) {
    case 'is':
      return ['open', 'closed', 'archived', 'blocked', 'blocking'];
    case 'no':
      return ['assignee', 'label', 'parent'];
    case 'has':
      return ['relations', 'sub-issues', 'parent'];
    case 'label':
      return vocabulary.labels;
    case 'assignee':
    case 'author':
      return ['@me', ...vocabulary.logins];
    case 'priority':
      return ['urgent', 'high', 'medium', 'low', 'none'];
    case 'sort':
      return ['created-desc', 'created-asc', 'updated-desc', 'priority', 'comments-desc'];
    default:
      return [];
  }
}

/** Those of `candidates` that start with `typed` (any case), then those that contain it. */
function matching(candidates: readonly string[], typed: string): string[] {
  const lower = typed.toLowerCase();
  const starts = candidates.filter((candidate) => candidate.toLowerCase().startsWith(lower));
  const contains = candidates.filter((candidate) => !candidate.toLowerCase().startsWith(lower) && candidate.toLowerCase().includes(lower));
  return [...starts, ...contains].slice(0, MAX_OPTIONS);
}

/** Where the word at `caret` starts and ends: spaces inside quotes belong to the word. */
function wordAt(text: string, caret: number): { from: number; to: number } {
  let from = 0;
  let inQuotes = false;
  for (let index = 0; index < caret; index += 1) {
    const character = text[index];
    if (character === '"') inQuotes = !inQuotes;
    else if (!inQuotes && /\s/.test(character ?? '')) from = index + 1;
  }
  let to = caret;
  while (to < text.length && (inQuotes || !/\s/.test(text[to] ?? ''))) {
    if (text[to] === '"') inQuotes = !inQuotes;
    to += 1;
  }
  return { from, to };
}

/**
 * The completion for the word at `caret`, or null when there is nothing to offer (free text, or a word
 * already complete). A word without a colon completes to a qualifier (`-` kept: `-lab` → `-label:`);
 * after a known qualifier's colon, to its values.
 */
export function completeSearch(text: string, caret: number, vocabulary: SearchVocabulary): Completion | null {
  const { from, to } = wordAt(text, caret);
  const typed = text.slice(from, caret);
  const negated = typed.startsWith('-') ? '-' : '';
  const word = typed.slice(negated.length);
  if (word === '') return null;
  const colon = word.indexOf(':');
  let options: CompletionOption[];
  if (colon === -1) {
    options = QUALIFIERS.filter((name) => name.startsWith(word.toLowerCase())).map((name) => ({
      text: `${negated}${name}:`,
      label: `${name}:`,
    }));
  } else {
    const qualifier = word.slice(0, colon).toLowerCase();
    const value = word
      .slice(colon + 1)
      .replace(/^"/, '')
      .replace(/"$/, '');
    options = matching(valuesOf(qualifier, vocabulary), value).map((candidate) => ({
      text: `${negated}${qualifier}:${searchValue(candidate)} `,
      label: candidate,
    }));
  }
  // A word typed out in full needs no list (but a space after it is still to come).
  const whole = text.slice(from, to);
  const useful = options.filter((option) => option.text.trimEnd() !== whole);
  return useful.length === 0 ? null : { from, to, options: useful };
}

/** The text with `option` in place of the completed word, and where the caret goes after it. */
export function applyCompletion(text: string, completion: Completion, option: CompletionOption): { text: string; caret: number } {
  const rest = text.slice(completion.to);
  // A value brings its own space after it, unless one is already there (the caret then goes past it).
  const insert = option.text.endsWith(' ') && rest.startsWith(' ') ? option.text.slice(0, -1) : option.text;
  const caret = completion.from + insert.length + (insert === option.text ? 0 : 1);
  return { text: text.slice(0, completion.from) + insert + rest, caret };
}
