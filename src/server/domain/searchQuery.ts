// The issue search language, as GitHub's users know it:
//   is:open is:closed is:archived  label:bug  -label:wontfix  label:"help wanted"  assignee:@me  assignee:ada
//   no:assignee  no:label  author:ada  author:@me  priority:high  sort:updated-desc  #12  and free text;
//   is:blocked (an open issue blocks it), is:blocking (open, it blocks an open issue), has:relations;
//   parent:#12 (sub-issues of #12 of the same project), has:sub-issues, has:parent, no:parent.
// Qualifiers combine with AND; repeating label: requires every label, and label:bug,docs asks for either (as
// on GitHub). #12 finds issue 12; free text is matched against titles, bodies and comments with PostgreSQL
// full-text search, and a search whose only word is a number also finds the issue of that number. Anything not understood is an error with a message
// that says what is wrong and what would be right, so the user never faces an unexplained empty list.
import { PRIORITIES, type Priority } from './priority.ts';
import { userError, type UserErrorModel } from './userError.ts';

export type SortKey = 'created' | 'updated' | 'comments' | 'priority';
export interface Sort {
  readonly key: SortKey;
  readonly direction: 'asc' | 'desc';
}

export interface IssueFilter {
  state?: 'OPEN' | 'CLOSED';
  /** is:archived: only issues of archived projects. */
  archived: boolean;
  /**
   * is:blocked, is:blocking, has:relations. Only relations to issues the viewer can see count, so a search never
   * tells of an issue in a private project. Absent when not asked (a filter's JSON is a count's cache key).
   */
  blocked?: true;
  blocking?: true;
  hasRelations?: true;
  /**
   * parent:#12: sub-issues of issue 12 of their own project; has:sub-issues, has:parent, no:parent. Only parents
   * and sub-issues the viewer can see count. Absent when not asked, as above.
   */
  parentNumber?: number;
  hasSubIssues?: true;
  hasParent?: true;
  noParent?: true;
  /** Labels the issue must all have. */
  readonly labels: string[];
  /** Sets of labels of which the issue must have at least one each (label:bug,docs); each has two or more. */
  readonly labelChoices: string[][];
  readonly notLabels: string[];
  /** Logins; '@me' stands for the viewer. */
  readonly assignees: string[];
  readonly notAssignees: string[];
  noAssignee: boolean;
  noLabel: boolean;
  readonly authors: string[];
  readonly priorities: Priority[];
  sort: Sort;
  /** Issue numbers asked for with #12: the issue is any of them. */
  readonly numbers: number[];
  /** Words for full-text search, as typed (websearch syntax: "quoted phrases", or, -exclusions). */
  readonly words: string[];
}

export type ParsedQuery = { readonly filter: IssueFilter } | { readonly errors: readonly UserErrorModel[] };

export const MAX_QUERY_LENGTH = 500;
/**
 * The most distinct values one search may name for labels (label: and -label: together) and for people
 * (assignee: and -assignee: together). Length alone did not bound the work: `assignee:a` 45 times kept
 * PostgreSQL planning for seconds. Repeats of the same value count once.
 */
export const MAX_TERMS_PER_KIND = 10;
/** The largest issue number a search can name: issue numbers are PostgreSQL integers. */
export const MAX_ISSUE_NUMBER = 2_147_483_647;
export const DEFAULT_SORT: Sort = { key: 'created', direction: 'desc' };
const QUALIFIERS = ['is', 'label', 'assignee', 'author', 'no', 'has', 'parent', 'priority', 'sort'];
const SORTS: Record<string, Sort> = {
  'created-desc': { key: 'created', direction: 'desc' },
  created: { key: 'created', direction: 'desc' },
  'created-asc': { key: 'created', direction: 'asc' },
  'updated-desc': { key: 'updated', direction: 'desc' },
  updated: { key: 'updated', direction: 'desc' },
  'updated-asc': { key: 'updated', direction: 'asc' },
  'comments-desc': { key: 'comments', direction: 'desc' },
  comments: { key: 'comments', direction: 'desc' },
  'comments-asc': { key: 'comments', direction: 'asc' },
  // "priority" puts the most urgent first: ascending rank.
  priority: { key: 'priority', direction: 'asc' },
  'priority-desc': { key: 'priority', direction: 'asc' },
  'priority-asc': { key: 'priority', direction: 'desc' },
};

/**
 * Splits on spaces, keeping "quoted text" (also after a qualifier and in lists, as in label:"help wanted" and
 * label:bug,"help wanted") together.
 */
function tokenize(query: string): string[] | null {
  const tokens: string[] = [];
  const pattern = /\s*((?:[^\s"]*"[^"]*")+[^\s"]*|[^\s"]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(query)) !== null) {
    if (match[1]) tokens.push(match[1]);
    consumed = pattern.lastIndex;
  }
  return query.slice(consumed).trim() === '' ? tokens : null;
}

// Quotation marks reach here in pairs (tokenize and listValues accept no other), so a value that starts and
// ends with one is at least two characters long: no length check is needed.
const unquote = (value: string) => (value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);

/** A qualifier's values separated by commas outside quotes (label:bug,"help wanted"), each unquoted. */
function listValues(raw: string): string[] {
  return (raw.match(/(?:[^,"]|"[^"]*")+|(?<=^|,)(?=,|$)/g) ?? ['']).map((value) => unquote(value));
}

/** Keeps the first of each repeated value, in place. */
function dedupe<T>(list: T[]): void {
  list.splice(0, list.length, ...new Set(list));
}

export function parseIssueQuery(query: string | null | undefined): ParsedQuery {
  const filter: IssueFilter = {
    labels: [],
    labelChoices: [],
    notLabels: [],
    assignees: [],
    notAssignees: [],
    noAssignee: false,
    noLabel: false,
    archived: false,
    authors: [],
    priorities: [],
    sort: DEFAULT_SORT,
    numbers: [],
    words: [],
  };
  const text = (query ?? '').trim();
  if (text.length > MAX_QUERY_LENGTH)
    return { errors: [userError('query', 'TOO_LONG', `A search can be at most ${MAX_QUERY_LENGTH} characters.`)] };
  // Stored text is NFC (domain/text.ts): a search typed in another form finds it all the same.
  const tokens = tokenize(text.normalize('NFC'));
  if (!tokens) return { errors: [userError('query', 'INVALID', 'A quotation mark is not closed.')] };
  const errors: UserErrorModel[] = [];
  const fail = (token: string, message: string) => errors.push({ field: ['query', token], code: 'INVALID', message });

  for (const token of tokens) {
    const issueNumber = /^#(\d+)$/.exec(token);
    if (issueNumber) {
      const number = Number(issueNumber[1]);
      if (number < 1 || number > MAX_ISSUE_NUMBER) fail(token, `"${token}" is not an issue number.`);
      else filter.numbers.push(number);
      continue;
    }
    const match = /^(-?)([a-z]+):(.*)$/i.exec(token);
    if (!match || token.startsWith('"')) {
      filter.words.push(token);
      continue;
    }
    const [, minus, rawName, rawValue] = match as unknown as [string, string, string, string];
    const name = rawName.toLowerCase();
    const values = name === 'label' ? listValues(rawValue) : [unquote(rawValue)];
    const value = values.join(',');
    const negated = minus === '-';
    if (!QUALIFIERS.includes(name)) {
      fail(token, `Unknown qualifier "${name}:". Use is:, label:, assignee:, author:, no:, has:, parent:, priority: or sort:.`);
      continue;
    }
    if (values.length > 1 && values.some((v) => v === '')) {
      fail(token, `"${name}:" lists labels separated by commas, none of them empty, e.g. label:bug,docs.`);
      continue;
    }
    if (value === '') {
      fail(token, `"${name}:" needs a value, e.g. ${name === 'label' ? 'label:bug' : name === 'is' ? 'is:open' : `${name}:…`}.`);
      continue;
    }
    if ((name === 'assignee' || name === 'author') && value.includes(',')) {
      fail(token, `"${name}:" takes one login; repeat ${negated ? '-' : ''}${name}: to name several.`);
      continue;
    }
    if (negated && name !== 'label' && name !== 'assignee') {
      fail(token, `"-${name}:" is not supported; only -label: and -assignee: can exclude.`);
      continue;
    }
    switch (name) {
      case 'is': {
        const state = value.toLowerCase();
        if (state === 'archived') filter.archived = true;
        else if (state === 'blocked') filter.blocked = true;
        else if (state === 'blocking') filter.blocking = true;
        else if (state !== 'open' && state !== 'closed')
          fail(token, `"is:${value}" is not supported; use is:open, is:closed, is:archived, is:blocked or is:blocking.`);
        else if (filter.state && filter.state !== state.toUpperCase()) fail(token, 'An issue cannot be both open and closed.');
        else filter.state = state === 'open' ? 'OPEN' : 'CLOSED';
        break;
      }
      case 'label': {
        const names = [...new Set(values.map((v) => v.toLowerCase()))];
        // Excluding any of several is excluding each; a choice of one is a plain requirement.
        if (negated) filter.notLabels.push(...names);
        else if (names.length === 1) filter.labels.push(...names);
        else filter.labelChoices.push(names.sort());
        break;
      }
      case 'assignee':
        (negated ? filter.notAssignees : filter.assignees).push(value.toLowerCase());
        break;
      case 'author':
        filter.authors.push(value.toLowerCase());
        break;
      case 'no': {
        const what = value.toLowerCase();
        if (what === 'assignee') filter.noAssignee = true;
        else if (what === 'label') filter.noLabel = true;
        else if (what === 'parent') filter.noParent = true;
        else fail(token, `"no:${value}" is not supported; use no:assignee, no:label or no:parent.`);
        break;
      }
      case 'has': {
        const what = value.toLowerCase();
        if (what === 'relations') filter.hasRelations = true;
        else if (what === 'sub-issues') filter.hasSubIssues = true;
        else if (what === 'parent') filter.hasParent = true;
        else fail(token, `"has:${value}" is not supported; use has:relations, has:sub-issues or has:parent.`);
        break;
      }
      case 'parent': {
        const number = /^#?(\d+)$/.exec(value);
        const parsed = number ? Number(number[1]) : 0;
        if (parsed < 1 || parsed > MAX_ISSUE_NUMBER) fail(token, `"parent:${value}" needs an issue number, e.g. parent:#12.`);
        else if (filter.parentNumber !== undefined && filter.parentNumber !== parsed)
          fail(token, 'An issue has one parent: use parent: once.');
        else filter.parentNumber = parsed;
        break;
      }
      case 'priority': {
        const priority = PRIORITIES.find((p) => p === value.toUpperCase());
        if (!priority) fail(token, `"priority:${value}" is not a priority; use urgent, high, medium, low or none.`);
        else filter.priorities.push(priority);
        break;
      }
      case 'sort': {
        const sort = SORTS[value.toLowerCase()];
        if (!sort) fail(token, `"sort:${value}" is not a sort; use created, updated, comments or priority, optionally with -asc or -desc.`);
        else filter.sort = sort;
        break;
      }
    }
  }
  for (const list of [filter.labels, filter.notLabels, filter.assignees, filter.notAssignees, filter.authors]) dedupe(list);
  dedupe(filter.numbers);
  // A choice that a required label already satisfies asks nothing more; the same choice twice counts once.
  const choices = new Map(
    filter.labelChoices.filter((choice) => !choice.some((name) => filter.labels.includes(name))).map((c) => [c.join('\u0000'), c]),
  );
  filter.labelChoices.splice(0, filter.labelChoices.length, ...choices.values());
  if (filter.authors.length > 1) errors.push(userError('query', 'INVALID', 'An issue has one author: use author: once.'));
  if (filter.labels.length + filter.labelChoices.flat().length + filter.notLabels.length > MAX_TERMS_PER_KIND) {
    errors.push(userError('query', 'TOO_MANY', `A search can name at most ${MAX_TERMS_PER_KIND} labels (label: and -label: together).`));
  }
  if (filter.assignees.length + filter.notAssignees.length > MAX_TERMS_PER_KIND) {
    errors.push(
      userError('query', 'TOO_MANY', `A search can name at most ${MAX_TERMS_PER_KIND} people with assignee: and -assignee: together.`),
    );
  }
  return errors.length > 0 ? { errors } : { filter };
}
