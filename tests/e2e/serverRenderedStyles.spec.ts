// The issue list rendered on the server looks exactly like the one the browser renders (issue 13), and so does the
// issue page (below, its main region): the computed
// styles of every element of the list's main region and of the Views navigation, with the render on (before
// hydration: the app's scripts held back, the server's HTML and style elements alone; after hydration) and with it
// off (the browser renders the page from nothing), at a desk's width and a phone's. The server merges the render's Griffel
// rules into index.html's <style> elements (src/client/serverEntry.tsx): a rule placed where the browser would
// not have put it changes which of two rules wins (label chips and the Views items once lost their padding so).
import type { Browser, Page } from '@playwright/test';
import { expect, signIn, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';
import { CLIENT_DIR_VARIABLE, RUN_DIR_VARIABLE, setupVariable, TriageServer } from './support/server.ts';

skipWithoutChromium();

// This spec's worker has a server of its own with the render on (TRIAGE_SERVER_RENDER's default, named so that the
// worker is new): its demo data must be as fresh as that of the other one, started below, which it is compared with
// (the shared worker's server has the issues earlier specs added, and the counts in the text would differ).
test.use({ account: 'member', serverEnv: { TRIAGE_SERVER_RENDER: '1' } });

// Oldest first: the demo's issues, with labels (both servers hold the same demo workspace).
const LIST = `/projects/web?q=${encodeURIComponent('is:open sort:created-asc')}`;
const WIDTHS = [1280, 390] as const;

/** What is compared: what the label chips and the Views items lost, and the broad lines of every element's look. */
const PROPERTIES = [
  'display',
  'padding',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'gap',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'line-height',
  'border-radius',
  'box-shadow',
  'white-space',
] as const;

interface Sample {
  /** The element's place: tag names and positions among siblings from the region's root. */
  readonly place: string;
  /**
   * Inside a control drawn disabled while its code loads (the Sort menu's button: DeferredIssueSortMenu.tsx), as
   * it is in a page rendered in the browser until then too: its colours are not compared before hydration.
   */
  readonly waiting: boolean;
  readonly styles: Readonly<Record<string, string>>;
}

/** Every element of the list's main region and of the Views navigation (on a desk's width), with its styles. */
function sampleStyles(page: Page): Promise<Sample[]> {
  return page.evaluate((properties) => {
    const samples: Sample[] = [];
    const visit = (element: Element, place: string) => {
      const computed = getComputedStyle(element);
      // Margins as computed (\`auto\` stays \`auto\`): Chromium gives an auto margin's used value only once the
      // page's scripts have run, whatever the layout, and the two renders would differ by that alone.
      const map = element.computedStyleMap();
      const valueOf = (property: string) =>
        property.startsWith('margin-') ? String(map.get(property)) : computed.getPropertyValue(property);
      const text = element.children.length === 0 ? ` "${(element.textContent ?? '').trim().slice(0, 24)}"` : '';
      samples.push({
        place: place + text,
        waiting: element.closest('[aria-disabled="true"]') !== null,
        styles: Object.fromEntries(properties.map((property) => [property, valueOf(property)])),
      });
      Array.from(element.children).forEach((child, index) => visit(child, `${place} > ${child.tagName.toLowerCase()}:${index + 1}`));
    };
    for (const selector of ['main', 'nav[aria-label="Views"]']) {
      const root = document.querySelector(selector);
      if (root !== null) visit(root, selector);
    }
    return samples;
  }, PROPERTIES);
}

/** Where `after` differs from `before`, one line each. */
function differences(before: readonly Sample[], after: readonly Sample[]): string[] {
  const lines: string[] = [];
  if (before.length !== after.length) lines.push(`${before.length} elements rendered in the browser, ${after.length} here`);
  before.forEach((sample, index) => {
    const other = after[index];
    if (other?.place !== sample.place) {
      lines.push(`element ${index}: ${sample.place} rendered in the browser, ${other?.place ?? 'nothing'} here`);
      return;
    }
    for (const property of PROPERTIES) {
      if (other.waiting && (property === 'color' || property === 'background-color')) continue;
      const [expected, actual] = [sample.styles[property], other.styles[property]];
      if (expected !== actual) lines.push(`${sample.place}: ${property} ${actual} here, ${expected} rendered in the browser`);
    }
  });
  return lines;
}

/** The list as the browser renders it from nothing (the render off), at each width. */
let renderedInTheBrowser: Map<number, Sample[]>;
/** The issue page likewise. */
let issueRenderedInTheBrowser: Map<number, Sample[]>;
let browserOnly: TriageServer | undefined;

async function sampleRenderedInTheBrowser(browser: Browser): Promise<[Map<number, Sample[]>, Map<number, Sample[]>]> {
  browserOnly = await TriageServer.start(setupVariable(RUN_DIR_VARIABLE), setupVariable(CLIENT_DIR_VARIABLE), {
    TRIAGE_SERVER_RENDER: '0',
  });
  // Explicit: a context made in a hook takes the test's options otherwise (JavaScript off, the other server's cookie).
  const context = await browser.newContext({
    baseURL: browserOnly.url,
    javaScriptEnabled: true,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const page = await context.newPage();
    await page.goto('/sign-in');
    await signIn(page, 'member');
    await expect(userMenuButton(page, 'member')).toBeEnabled();
    const samples = new Map<number, Sample[]>();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const response = await page.goto(LIST);
      expect(await response?.text(), 'this server does not render the list').toContain('<div id="root"></div>');
      await expect(rowsOf(page).first()).toBeVisible();
      await expect(sortButton(page), 'the sort menu’s code has arrived').toBeEnabled();
      samples.set(width, await sampleStyles(page));
    }
    const issueSamples = new Map<number, Sample[]>();
    await holdBackTheCommentBox(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const response = await page.goto(ISSUE);
      expect(await response?.text(), 'this server does not render the issue page').toContain('<div id="root"></div>');
      await expect(issueTitle(page)).toBeVisible();
      issueSamples.set(width, await sampleStyles(page));
    }
    return [samples, issueSamples];
  } finally {
    await context.close();
  }
}

const rowsOf = (page: Page) => page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li');
const sortButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Sort:/ });
const ISSUE = '/projects/web/issues/12';
const issueTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'Remove the API rate limit for new users' });

/**
 * The issue page's comment box is its placeholder in the server's render (its code is the browser's to load, once
 * hydrated): its code is held back wherever the page is sampled, so that each render shows the placeholder.
 */
async function holdBackTheCommentBox(page: Page): Promise<void> {
  await page.route(/\/assets\/IssueCommentBox-[^/]*\.js$/, () => new Promise<void>(() => {}));
}

const firstChip = (page: Page) => rowsOf(page).getByRole('list', { name: 'Labels' }).getByRole('link').first();

test.beforeAll(async ({ browser }) => {
  // A second server: seeding its demo workspace takes a while on a busy machine.
  test.setTimeout(180_000);
  [renderedInTheBrowser, issueRenderedInTheBrowser] = await sampleRenderedInTheBrowser(browser);
});

test.afterAll(async () => {
  await browserOnly?.dispose();
});

async function expectSameLook(page: Page, width: number): Promise<void> {
  const expected = renderedInTheBrowser.get(width) ?? [];
  expect(expected.length, 'elements sampled').toBeGreaterThan(100);
  // What was seen lost first, said plainly: a chip's text keeps its distance from the pill's edge, and so does a
  // Views item's from its highlight. (Soft: the whole comparison is printed too.)
  await expect.soft(firstChip(page)).toHaveCSS('padding-left', '8px');
  await expect.soft(firstChip(page)).toHaveCSS('padding-right', '8px');
  if (width === 1280) {
    const openIssues = page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Open issues' });
    await expect.soft(openIssues).toHaveCSS('padding-left', '8px');
  }
  expect(differences(expected, await sampleStyles(page)), 'styles that differ from the list rendered in the browser').toEqual([]);
}

test.describe('before hydration (the server’s HTML and styles alone: the app’s scripts never load)', () => {
  test.use({ hydratedLoads: false });
  for (const width of WIDTHS) {
    test(`at ${width} px, every element looks as rendered in the browser`, async ({ page }) => {
      // Not with JavaScript off: Chromium then reports an \`auto\` margin as 0px, whatever the layout.
      await page.route('**/*.js', (route) => route.abort());
      await page.setViewportSize({ width, height: 844 });
      const response = await page.goto(LIST);
      expect(await response?.text(), 'the list is rendered on the server').toContain('<div id="root" data-theme-preference="system"><');
      await expect(rowsOf(page).first()).toBeVisible();
      await expectSameLook(page, width);
      await expect(userMenuButton(page, 'member'), 'not hydrated').toBeDisabled();
    });
  }
});

for (const width of WIDTHS) {
  test(`after hydration, at ${width} px, every element looks as rendered in the browser`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const response = await page.goto(LIST);
    expect(await response?.text(), 'the list is rendered on the server').toContain('<div id="root" data-theme-preference="system"><');
    // Hydrated: the header's account menu (drawn with the page) can open.
    await expect(userMenuButton(page, 'member')).toBeEnabled();
    await expect(sortButton(page), 'the sort menu’s code has arrived').toBeEnabled();
    await expectSameLook(page, width);
  });
}

test.describe('the issue page', () => {
  // Looked at before its code runs (its scripts never load).
  test.use({ hydratedLoads: false });

  async function expectSameIssueLook(page: Page, width: number): Promise<void> {
    const expected = issueRenderedInTheBrowser.get(width) ?? [];
    expect(expected.length, 'elements sampled').toBeGreaterThan(100);
    expect(differences(expected, await sampleStyles(page)), 'styles that differ from the issue page rendered in the browser').toEqual([]);
  }

  for (const width of WIDTHS) {
    test(`before hydration, at ${width} px, every element looks as rendered in the browser`, async ({ page }) => {
      await page.route('**/*.js', (route) => route.abort());
      await page.setViewportSize({ width, height: 844 });
      const response = await page.goto(ISSUE);
      expect(await response?.text(), 'the issue page is rendered on the server').toContain(
        '<div id="root" data-theme-preference="system"><',
      );
      await expect(issueTitle(page)).toBeVisible();
      await expectSameIssueLook(page, width);
      await expect(userMenuButton(page, 'member'), 'not hydrated').toBeDisabled();
    });

    test(`after hydration, at ${width} px, every element looks as rendered in the browser`, async ({ page }) => {
      await holdBackTheCommentBox(page);
      await page.setViewportSize({ width, height: 844 });
      const response = await page.goto(ISSUE);
      expect(await response?.text(), 'the issue page is rendered on the server').toContain(
        '<div id="root" data-theme-preference="system"><',
      );
      await expect(userMenuButton(page, 'member')).toBeEnabled();
      await expectSameIssueLook(page, width);
    });
  }
});
