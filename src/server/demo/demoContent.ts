// The words the demo workspace is made of.
export const demoUsers = [
  { login: 'ada', name: 'Ada Lovelace' },
  { login: 'grace', name: 'Grace Hopper' },
  { login: 'alan', name: 'Alan Turing' },
  { login: 'margaret', name: 'Margaret Hamilton' },
  { login: 'barbara', name: 'Barbara Liskov' },
  { login: 'edsger', name: 'Edsger Dijkstra' },
  { login: 'katherine', name: 'Katherine Johnson' },
  { login: 'donald', name: 'Donald Knuth' },
] as const;

/** The accounts one can sign in with (README "Demo accounts"); everyone else in the demo cannot sign in. */
export const DEMO_PASSWORD = 'triage-demo';
export const demoAccounts = [
  { login: 'admin', name: 'Avery Admin', email: 'admin@triage.test', role: 'ADMIN' },
  { login: 'member', name: 'Morgan Member', email: 'member@triage.test', role: 'MEMBER' },
  { login: 'viewer', name: 'Vic Viewer', email: 'viewer@triage.test', role: 'VIEWER' },
] as const;

export const demoProjects = [
  { slug: 'web', name: 'Web app', description: 'The browser client: pages, components and themes.', visibility: 'PUBLIC' },
  { slug: 'api', name: 'API', description: 'The GraphQL server, its schema and the database.', visibility: 'PUBLIC' },
  // Private: only its members (member@triage.test, ada, grace, alan) and admins see it.
  { slug: 'mobile', name: 'Mobile', description: 'The iOS and Android apps.', visibility: 'PRIVATE' },
] as const;

/** Who belongs to each private project, by login. */
export const privateProjectMembers: Record<string, readonly string[]> = { mobile: ['member', 'ada', 'grace', 'alan'] };

export const demoLabels = [
  { name: 'bug', color: 'd73a4a', description: "Something isn't working" },
  { name: 'feature', color: '0e8a16', description: 'A new capability' },
  { name: 'docs', color: '0075ca', description: 'Documentation' },
  { name: 'performance', color: 'fbca04', description: 'Speed or memory' },
  { name: 'accessibility', color: '5319e7', description: 'Usable by everyone' },
  { name: 'security', color: 'b60205', description: 'Keeps data safe' },
  { name: 'design', color: 'c5def5', description: 'Look and feel' },
  { name: 'good first issue', color: '7057ff', description: 'Good for newcomers' },
  { name: 'help wanted', color: '008672', description: 'Extra attention is needed' },
  { name: 'wontfix', color: 'ffffff', description: 'This will not be worked on' },
] as const;

export const verbs = ['Fix', 'Add', 'Improve', 'Remove', 'Refactor', 'Document', 'Speed up', 'Test', 'Support', 'Redesign'];
export const subjects = [
  'the issue list',
  'sign-in',
  'the label picker',
  'dark theme',
  'keyboard navigation',
  'search',
  'comment editing',
  'file uploads',
  'the settings page',
  'notifications',
  'pagination',
  'error messages',
  'the avatar menu',
  'Markdown tables',
  'time zones',
  'the API rate limit',
  'CSV export',
  'offline mode',
  'the project sidebar',
  'drag and drop',
];
export const qualifiers = [
  'on Safari',
  'for long titles',
  'when offline',
  'in high contrast mode',
  'for screen readers',
  'on slow networks',
  'after sign-out',
  'with many labels',
  'on small screens',
  'for new users',
];

export const paragraphs = [
  'Steps to reproduce are below. It happens every time on a fresh account, and never on the old one.',
  'This came up in the weekly review; several customers asked for it in the last month.',
  'The current behaviour surprises people: they expect the list to keep its scroll position.',
  'We should measure before and after, and keep the budget in the benchmark.',
  'A first step could be small: ship it behind a setting, then make it the default.',
  'Related to the work on the design system; the tokens already exist.',
];

export const markdownExtras = [
  '## Steps\n\n1. Open a project\n2. Filter by `is:open`\n3. Scroll to the bottom',
  '- [x] Reproduced\n- [ ] Root cause found\n- [ ] Test added',
  '```ts\nconst issue = await loadIssue(id);\nconsole.log(issue.title);\n```',
  '| Browser | Works |\n| --- | --- |\n| Chromium | yes |\n| Firefox | no |',
  '> Quoting the report: *"it froze after the third click"*.',
  'See the [contributing guide](https://example.com/contributing) for details.',
];

export const commentLines = [
  'I can reproduce this on the latest build.',
  'Looks good to me. **Ship it.**',
  'Could we add a test for the empty case?',
  'Fixed in the branch, review welcome.',
  'This is a duplicate of an older report, but this one has better steps.',
  '`npm test` passes locally with the change.',
  'Moving this to next week: blocked on the API change.',
  'Thanks! That was quick.',
];
