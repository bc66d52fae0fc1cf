import { labelIssuesPath, safeNextPath, signInPath } from '../../src/client/paths';

describe('safeNextPath follows only paths of this app', () => {
  test.each([
    ['/', '/'],
    ['/projects/web', '/projects/web'],
    ['/projects/web?state=closed', '/projects/web?state=closed'],
    ['/projects/web/issues/12#comment-3', '/projects/web/issues/12#comment-3'],
    ['/projects/caf%C3%A9', '/projects/caf%C3%A9'],
    ['/settings/password', '/settings/password'],
  ])('keeps %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  test.each([
    // Scheme-relative: another host.
    '//evil.com',
    '//evil.com/projects',
    '///evil.com',
    // Absolute URLs, whatever the scheme.
    'https://evil.com',
    'http://evil.com/projects/web',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Browsers read a backslash as a slash: `/\evil.com` is `//evil.com`.
    '/\\evil.com',
    '\\\\evil.com',
    '/projects\\..\\..\\evil',
    // The URL parser drops tabs and newlines, which would make these `//evil.com`.
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    ' /projects',
    '/projects /web',
    // Not a path at all.
    'projects/web',
    'evil.com',
    '',
    // Going back to the sign-in or sign-up page after signing in leads nowhere.
    '/sign-in',
    '/sign-in?next=%2Fprojects',
    '/sign-up',
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  test('refuses a missing value', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
  });
});

test('signInPath carries a safe `next` and drops an unsafe one', () => {
  expect(signInPath('/projects/web?state=closed')).toBe('/sign-in?next=%2Fprojects%2Fweb%3Fstate%3Dclosed');
  expect(signInPath('/')).toBe('/sign-in');
  expect(signInPath('//evil.com')).toBe('/sign-in');
  // Round trip: what the sign-in page reads back is what was given.
  const next = new URL(signInPath('/projects/web?state=closed'), 'http://localhost').searchParams.get('next');
  expect(safeNextPath(next)).toBe('/projects/web?state=closed');
});

test("labelIssuesPath leads to the project's open issues with the label, quoting a name with a space", () => {
  expect(labelIssuesPath('web', 'bug')).toBe('/projects/web?q=is:open+label:bug');
  expect(labelIssuesPath('web', 'good first issue')).toBe('/projects/web?q=is:open+label:%22good+first+issue%22');
});
