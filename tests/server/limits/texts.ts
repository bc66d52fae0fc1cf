import assert from 'node:assert/strict';
import { EMAIL_MAX_LENGTH, LOGIN_MAX_LENGTH, LOGIN_MIN_LENGTH, NAME_MAX_LENGTH } from '../../../src/server/domain/accounts.ts';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_MIN_LENGTH,
} from '../../../src/server/domain/administration.ts';
import { BODY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../src/server/domain/issues.ts';
import { LABEL_DESCRIPTION_MAX_LENGTH, LABEL_NAME_MAX_LENGTH } from '../../../src/server/domain/labels.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../src/server/domain/passwords.ts';
import { SAVED_VIEW_NAME_MAX_LENGTH } from '../../../src/server/domain/savedViews.ts';
import { DEMO_PASSWORD, type GraphQLResult } from '../harness.ts';
import { mutate } from '../mutate.ts';
import { ascii, type Limit, outcome, text, unique, type World } from './table.ts';

// Text: every length rule of every form, through every mutation that applies it.

interface TextRule {
  readonly name: string;
  readonly value: number;
  readonly source: string;
  readonly bound?: 'max' | 'min';
  readonly code: string;
  readonly field: string;
  /** Builds the text of length n (code points unless the rule says otherwise). */
  readonly make?: (n: number, tag: string) => string;
  /** Sends the text; returns the response, the payload's key, and the value as stored. */
  readonly send: (w: World, value: string) => Promise<{ result: GraphQLResult; key: string; stored: () => unknown }>;
  /** A further check of an accepted value (a password signs in). */
  readonly after?: (w: World, value: string, result: GraphQLResult) => Promise<void>;
}

const slugOf = (n: number, tag: string) => (tag.toLowerCase().replace(/[^a-z0-9]/g, '') + '0123456789'.repeat(5)).slice(0, n);
const loginOf = (n: number, tag: string) => (tag.replace(/[^A-Za-z0-9]/g, '') + 'L0123456789'.repeat(4)).slice(0, n);
const emailOf = (n: number, tag: string) => {
  // Addresses are stored lower-cased.
  const local = `${tag.toLowerCase()}-${'l'.repeat(64)}`.slice(0, 64);
  return `${local}@${'d'.repeat(n - local.length - 1 - '.test'.length)}.test`;
};

function signUp(w: World, fields: Partial<Record<'email' | 'name' | 'login' | 'password', string>>) {
  const n = unique();
  return mutate(
    w.signUps.anonymous,
    'signUp',
    {
      email: `person${n}@example.test`,
      name: `Person ${n}`,
      login: `person${n}`,
      password: 'a long enough password',
      ...fields,
    },
    'viewer { email name login }',
  );
}

const textRules: TextRule[] = [
  {
    name: 'issue title (createIssue)',
    value: TITLE_MAX_LENGTH,
    source: 'TITLE_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'title',
    send: async (w, title) => {
      const result = await mutate(w.member, 'createIssue', { projectId: w.projectId, title }, 'issue { title }');
      return { result, key: 'createIssue', stored: () => result.body.data.createIssue.issue.title };
    },
  },
  {
    name: 'issue title (createIssue)',
    value: 1,
    source: 'required: true, src/server/domain/issues.ts',
    bound: 'min',
    code: 'REQUIRED',
    field: 'title',
    send: async (w, title) => {
      const result = await mutate(w.member, 'createIssue', { projectId: w.projectId, title }, 'issue { title }');
      return { result, key: 'createIssue', stored: () => result.body.data.createIssue.issue.title };
    },
  },
  {
    name: 'issue title (updateIssue)',
    value: TITLE_MAX_LENGTH,
    source: 'TITLE_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'title',
    send: async (w, title) => {
      const result = await mutate(w.member, 'updateIssue', { issueId: w.issueId, title }, 'issue { title }');
      return { result, key: 'updateIssue', stored: () => result.body.data.updateIssue.issue.title };
    },
  },
  {
    name: 'issue body (createIssue)',
    value: BODY_MAX_LENGTH,
    source: 'BODY_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'body',
    send: async (w, body) => {
      const result = await mutate(w.member, 'createIssue', { projectId: w.projectId, title: 'Long body', body }, 'issue { body }');
      return { result, key: 'createIssue', stored: () => result.body.data.createIssue.issue.body };
    },
  },
  {
    name: 'issue body (updateIssue)',
    value: BODY_MAX_LENGTH,
    source: 'BODY_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'body',
    send: async (w, body) => {
      const result = await mutate(w.member, 'updateIssue', { issueId: w.issueId, body }, 'issue { body }');
      return { result, key: 'updateIssue', stored: () => result.body.data.updateIssue.issue.body };
    },
  },
  {
    name: 'comment (addComment)',
    value: BODY_MAX_LENGTH,
    source: 'BODY_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'body',
    send: async (w, body) => {
      const result = await mutate(w.member, 'addComment', { issueId: w.issueId, body }, 'comment { body }');
      return { result, key: 'addComment', stored: () => result.body.data.addComment.comment.body };
    },
  },
  {
    name: 'comment (addComment)',
    value: 1,
    source: 'required: true, src/server/domain/comments.ts',
    bound: 'min',
    code: 'REQUIRED',
    field: 'body',
    send: async (w, body) => {
      const result = await mutate(w.member, 'addComment', { issueId: w.issueId, body }, 'comment { body }');
      return { result, key: 'addComment', stored: () => result.body.data.addComment.comment.body };
    },
  },
  {
    name: 'comment (updateComment)',
    value: BODY_MAX_LENGTH,
    source: 'BODY_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'body',
    send: async (w, body) => {
      const result = await mutate(w.server, 'updateComment', { commentId: w.commentId, body }, 'comment { body }');
      return { result, key: 'updateComment', stored: () => result.body.data.updateComment.comment.body };
    },
  },
  {
    name: 'label name (createLabel)',
    value: LABEL_NAME_MAX_LENGTH,
    source: 'LABEL_NAME_MAX_LENGTH, src/server/domain/labels.ts',
    code: 'TOO_LONG',
    field: 'name',
    send: async (w, name) => {
      const result = await mutate(w.server, 'createLabel', { projectId: w.projectId, name, color: 'abcdef' }, 'label { name }');
      return { result, key: 'createLabel', stored: () => result.body.data.createLabel.label.name };
    },
  },
  {
    name: 'label name (updateLabel)',
    value: LABEL_NAME_MAX_LENGTH,
    source: 'LABEL_NAME_MAX_LENGTH, src/server/domain/labels.ts',
    code: 'TOO_LONG',
    field: 'name',
    send: async (w, name) => {
      const result = await mutate(w.server, 'updateLabel', { labelId: w.labelId, name }, 'label { name }');
      return { result, key: 'updateLabel', stored: () => result.body.data.updateLabel.label.name };
    },
  },
  {
    name: 'label description (createLabel)',
    value: LABEL_DESCRIPTION_MAX_LENGTH,
    source: 'LABEL_DESCRIPTION_MAX_LENGTH, src/server/domain/labels.ts',
    code: 'TOO_LONG',
    field: 'description',
    send: async (w, description) => {
      const result = await mutate(
        w.server,
        'createLabel',
        { projectId: w.projectId, name: `described ${unique()}`, color: 'abcdef', description },
        'label { description }',
      );
      return { result, key: 'createLabel', stored: () => result.body.data.createLabel.label.description };
    },
  },
  {
    name: 'label description (updateLabel)',
    value: LABEL_DESCRIPTION_MAX_LENGTH,
    source: 'LABEL_DESCRIPTION_MAX_LENGTH, src/server/domain/labels.ts',
    code: 'TOO_LONG',
    field: 'description',
    send: async (w, description) => {
      const result = await mutate(w.server, 'updateLabel', { labelId: w.labelId, description }, 'label { description }');
      return { result, key: 'updateLabel', stored: () => result.body.data.updateLabel.label.description };
    },
  },
  {
    name: 'project name',
    value: PROJECT_NAME_MAX_LENGTH,
    source: 'PROJECT_NAME_MAX_LENGTH, src/server/domain/administration.ts',
    code: 'TOO_LONG',
    field: 'name',
    send: async (w, name) => {
      const result = await mutate(w.server, 'createProject', { slug: `named-${unique()}`, name }, 'project { name }');
      return { result, key: 'createProject', stored: () => result.body.data.createProject.project.name };
    },
  },
  {
    name: 'project description',
    value: PROJECT_DESCRIPTION_MAX_LENGTH,
    source: 'PROJECT_DESCRIPTION_MAX_LENGTH, src/server/domain/administration.ts',
    code: 'TOO_LONG',
    field: 'description',
    send: async (w, description) => {
      const result = await mutate(
        w.server,
        'createProject',
        { slug: `described-${unique()}`, name: 'Described', description },
        'project { description }',
      );
      return { result, key: 'createProject', stored: () => result.body.data.createProject.project.description };
    },
  },
  {
    name: 'project slug',
    value: SLUG_MAX_LENGTH,
    source: 'SLUG_MAX_LENGTH, src/server/domain/administration.ts',
    code: 'TOO_LONG',
    field: 'slug',
    make: slugOf,
    send: async (w, slug) => {
      const result = await mutate(w.server, 'createProject', { slug, name: 'Slugged' }, 'project { slug }');
      return { result, key: 'createProject', stored: () => result.body.data.createProject.project.slug };
    },
  },
  {
    name: 'project slug',
    value: SLUG_MIN_LENGTH,
    source: 'SLUG_MIN_LENGTH, src/server/domain/administration.ts',
    bound: 'min',
    code: 'INVALID',
    field: 'slug',
    make: slugOf,
    send: async (w, slug) => {
      const result = await mutate(w.server, 'createProject', { slug, name: 'Slugged' }, 'project { slug }');
      return { result, key: 'createProject', stored: () => result.body.data.createProject.project.slug };
    },
  },
  {
    name: 'saved view name',
    value: SAVED_VIEW_NAME_MAX_LENGTH,
    source: 'SAVED_VIEW_NAME_MAX_LENGTH, src/server/domain/savedViews.ts',
    code: 'TOO_LONG',
    field: 'name',
    send: async (w, name) => {
      const result = await mutate(w.member, 'createSavedView', { projectId: w.projectId, name, query: 'is:open' }, 'savedView { name }');
      return { result, key: 'createSavedView', stored: () => result.body.data.createSavedView.savedView.name };
    },
  },
  {
    name: "person's name (signUp)",
    value: NAME_MAX_LENGTH,
    source: 'NAME_MAX_LENGTH, src/server/domain/accounts.ts',
    code: 'TOO_LONG',
    field: 'name',
    send: async (w, name) => {
      const result = await signUp(w, { name });
      return { result, key: 'signUp', stored: () => result.body.data.signUp.viewer.name };
    },
  },
  {
    name: 'login (signUp)',
    value: LOGIN_MAX_LENGTH,
    source: 'LOGIN_MAX_LENGTH, src/server/domain/accounts.ts',
    code: 'INVALID',
    field: 'login',
    make: loginOf,
    send: async (w, login) => {
      const result = await signUp(w, { login });
      return { result, key: 'signUp', stored: () => result.body.data.signUp.viewer.login };
    },
  },
  {
    name: 'login (signUp)',
    value: LOGIN_MIN_LENGTH,
    source: 'LOGIN_MIN_LENGTH, src/server/domain/accounts.ts',
    bound: 'min',
    code: 'INVALID',
    field: 'login',
    make: loginOf,
    send: async (w, login) => {
      const result = await signUp(w, { login });
      return { result, key: 'signUp', stored: () => result.body.data.signUp.viewer.login };
    },
  },
  {
    name: 'email address (signUp)',
    value: EMAIL_MAX_LENGTH,
    source: 'EMAIL_MAX_LENGTH, src/server/domain/accounts.ts',
    code: 'INVALID',
    field: 'email',
    make: emailOf,
    send: async (w, email) => {
      const result = await signUp(w, { email });
      return { result, key: 'signUp', stored: () => result.body.data.signUp.viewer.email };
    },
  },
  ...(['max', 'min'] as const).flatMap((bound): TextRule[] => {
    const value = bound === 'max' ? PASSWORD_MAX_LENGTH : PASSWORD_MIN_LENGTH;
    const source = `${bound === 'max' ? 'PASSWORD_MAX_LENGTH' : 'PASSWORD_MIN_LENGTH'}, src/server/domain/passwords.ts`;
    const code = bound === 'max' ? 'TOO_LONG' : 'INVALID';
    return [
      {
        name: 'password (signUp)',
        value,
        source,
        bound,
        code,
        field: 'password',
        make: ascii,
        send: async (w, password) => {
          const result = await signUp(w, { password });
          return { result, key: 'signUp', stored: () => password };
        },
        // The new account signs in with it.
        after: async (w, password, result) => {
          await w.signUps.signIn(result.body.data.signUp.viewer.email, password);
        },
      },
      {
        name: 'password (changePassword)',
        value,
        source,
        bound,
        code,
        field: 'newPassword',
        make: ascii,
        send: async (w, newPassword) => {
          const person = await w.server.createAccount(`changes-${unique()}`, 'MEMBER');
          const result = await mutate(person, 'changePassword', { currentPassword: DEMO_PASSWORD, newPassword }, 'viewer { email }');
          return { result, key: 'changePassword', stored: () => newPassword };
        },
        after: async (w, password, result) => {
          await w.server.signIn(result.body.data.changePassword.viewer.email, password);
        },
      },
    ];
  }),
];

export const textLimits: Limit[] = textRules.map((rule) => ({
  name: rule.name,
  value: rule.value,
  source: rule.source,
  bound: rule.bound ?? 'max',
  // Required fields: one character is enough (and none is REQUIRED); other rules have two sides to show.
  inside: rule.code !== 'REQUIRED',
  refusal: { status: 200, code: rule.code, field: [rule.field] },
  async attempt(w, n) {
    const value = (rule.make ?? text)(n, `T${unique()}`);
    assert.equal(rule.make === ascii ? value.length : [...value].length, n, 'the text is as long as the try says');
    const { result, key, stored } = await rule.send(w, value);
    return outcome(result, key, async () => {
      assert.equal(stored(), value, 'stored whole');
      await rule.after?.(w, value, result);
    });
  },
}));
