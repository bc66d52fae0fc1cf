// The pages the accessibility spec checks in every look and at both widths: each by its address, with the account
// that sees it and what shows once it has its data.
import type { Locator, Page } from '@playwright/test';
import type { Role } from './fixtures.ts';

export interface PageCase {
  name: string;
  path: string;
  account: Role | null;
  /** What shows once the page has its data (the skeleton is gone). */
  ready: (page: Page) => Locator;
}

export const PAGES: readonly PageCase[] = [
  {
    name: 'sign-in',
    path: '/sign-in',
    account: null,
    ready: (page) => page.getByRole('button', { name: 'Sign in' }),
  },
  {
    name: 'projects',
    path: '/',
    account: 'member',
    ready: (page) => page.getByRole('main').getByRole('link', { name: 'Web app', exact: true }),
  },
  {
    name: 'project issues',
    path: '/projects/web',
    account: 'member',
    ready: (page) => page.getByRole('button', { name: 'Load more' }),
  },
  {
    name: 'closed issues',
    path: '/projects/web?state=closed',
    account: 'member',
    ready: (page) => page.getByRole('list', { name: 'Closed issues' }),
  },
  {
    name: 'my issues',
    path: '/issues/created?q=',
    account: 'member',
    ready: (page) => page.getByRole('tab', { name: /^Created by me/ }),
  },
  {
    name: 'inbox',
    path: '/inbox?filter=all',
    account: 'member',
    ready: (page) => page.getByRole('tab', { name: 'All' }),
  },
  {
    name: 'issue',
    path: '/projects/web/issues/1',
    account: 'member',
    ready: (page) => page.getByRole('region', { name: /^Attachments/ }),
  },
  {
    // Every label's chip (its colours made per theme) and its open issues.
    name: 'labels',
    path: '/projects/web/labels',
    account: 'member',
    ready: (page) => page.getByRole('link', { name: /open issues? with the label bug$/ }),
  },
  {
    name: 'new issue',
    path: '/projects/web/issues/new',
    account: 'member',
    ready: (page) => page.getByRole('button', { name: 'Create issue' }),
  },
  {
    name: 'change password',
    path: '/settings/password',
    account: 'member',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Change password' }),
  },
  {
    name: 'profile',
    path: '/settings/profile',
    account: 'member',
    ready: (page) => page.getByRole('list', { name: 'Sessions' }),
  },
  {
    name: 'admin projects',
    path: '/admin/projects',
    account: 'admin',
    ready: (page) => page.getByRole('list', { name: 'Projects' }),
  },
  {
    name: 'admin project settings',
    path: '/admin/projects/web',
    account: 'admin',
    ready: (page) => page.getByRole('button', { name: 'Save changes' }),
  },
  {
    name: 'admin people',
    path: '/admin/people',
    account: 'admin',
    ready: (page) => page.getByRole('combobox', { name: 'Role of Morgan Member' }),
  },
  {
    name: 'admin invitations',
    path: '/admin/invitations',
    account: 'admin',
    ready: (page) => page.getByRole('button', { name: 'Create invitation link' }),
  },
  {
    name: 'admin settings',
    path: '/admin/settings',
    account: 'admin',
    ready: (page) => page.getByRole('radiogroup'),
  },
  {
    name: 'admin audit log',
    path: '/admin/audit',
    account: 'admin',
    ready: (page) => page.getByRole('combobox', { name: 'Done by' }),
  },
  {
    name: 'audit log seen by a member',
    path: '/admin/audit',
    account: 'member',
    ready: (page) => page.getByText('Only admins can see this page.', { exact: false }),
  },
  {
    name: 'admin page seen by a viewer',
    path: '/admin/people',
    account: 'viewer',
    ready: (page) => page.getByText('Only admins can see this page.', { exact: false }),
  },
  {
    name: 'invalid invitation link',
    path: '/invitations/no-such-token',
    account: null,
    ready: (page) => page.getByText('This invitation link is not valid'),
  },
  {
    name: 'not found',
    path: '/no/such/page',
    account: 'member',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Page not found' }),
  },
];
