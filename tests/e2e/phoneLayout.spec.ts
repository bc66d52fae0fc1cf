// Phone width (390 × 844): no page scrolls sideways, also with the longest names the server accepts, unbroken
// (a 100-character project name, a 50-character label, a 256-character issue title, long descriptions),
// and the layouts meant for a narrow screen (the project menu, the issue's details above its timeline, the
// labels' actions in a menu).
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

const PHONE = { width: 390, height: 844 };

/** `length` letters with no space or hyphen: nothing a browser may break a line at. */
function unbroken(length: number): string {
  const letters = Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return letters.slice(0, length);
}

/**
 * How far the page scrolls sideways (0 when it does not), and, when it does, the innermost elements that
 * reach past the viewport's right edge (to say in the failure what to fix).
 */
function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return { overflow, culprits: [] };
    const beyond = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 0.5,
    );
    const innermost = beyond.filter((element) => !beyond.some((other) => other !== element && element.contains(other)));
    const culprits = innermost.slice(0, 5).map((element) => {
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role')}> "${text}" right=${Math.round(element.getBoundingClientRect().right)}`;
    });
    return { overflow, culprits };
  });
}

interface LongProject {
  slug: string;
  name: string;
  label: string;
  issueNumber: number;
}

/** Makes, through the admin's pages, a project whose every name is as long as allowed and unbroken. */
async function createLongProject(page: Page): Promise<LongProject> {
  const slug = `long-${unbroken(8)}`;
  const name = unbroken(100);
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('form', { name: 'New project' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await form.getByRole('textbox', { name: 'Description' }).fill(unbroken(1000));
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${slug}$`));

  const labels: string[] = [];
  await page.goto(`/projects/${slug}/labels`);
  for (const length of [50, 50, 12, 20]) {
    const label = unbroken(length);
    labels.push(label);
    await page.getByRole('button', { name: 'New label' }).click();
    const labelForm = page.getByRole('form', { name: 'New label' });
    await labelForm.getByRole('textbox', { name: 'Name' }).fill(label);
    await labelForm.getByRole('textbox', { name: 'Description' }).fill(unbroken(200));
    await labelForm.getByRole('button', { name: 'Create label' }).click();
    await expect(labelForm).toHaveCount(0);
  }

  await page.goto(`/projects/${slug}/issues/new`);
  await page.getByRole('textbox', { name: 'Title' }).fill(unbroken(256));
  await page.getByRole('textbox', { name: 'Description' }).fill(unbroken(2000));
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${slug}/issues/\\d+$`));
  const issueNumber = Number(/\/issues\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Edit labels' }).click();
  for (const label of labels) await page.getByRole('menuitemcheckbox', { name: new RegExp(`^${label}`) }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Comment' }).fill(unbroken(3000));
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText(labels[0]!);
  return { slug, name, label: labels[0]!, issueNumber };
}

test.describe('at 390 px', () => {
  test.use({ account: 'admin', viewport: PHONE });

  test('no page scrolls sideways, whatever the length of the names on it', async ({ page }) => {
    test.setTimeout(120_000);
    const project = await createLongProject(page);
    const pages = [
      '/',
      `/projects/${project.slug}`,
      `/projects/${project.slug}?q=is:closed`,
      `/projects/${project.slug}/labels`,
      `/projects/${project.slug}/issues/new`,
      `/projects/${project.slug}/issues/${project.issueNumber}`,
      '/projects/web',
      '/projects/web/issues/1',
      '/settings/profile',
      '/settings/password',
      '/admin/projects',
      `/admin/projects/${project.slug}`,
      '/admin/people',
      '/admin/invitations',
      '/admin/settings',
      '/admin/audit',
    ];
    const overflowing: string[] = [];
    for (const address of pages) {
      await page.goto(address);
      // The page itself, not its skeleton (whose placeholders never overflow).
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const { overflow, culprits } = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${address}: ${overflow} px (${culprits.join('; ')})`);
    }
    expect(overflowing).toEqual([]);
  });
});

test.describe('at 390 px, the layouts for a narrow screen', () => {
  test.use({ account: 'admin', viewport: PHONE });

  test('the project menu, the issue details above the timeline, the labels actions in a menu', async ({ page }) => {
    await page.goto('/projects/web');
    const list = page.getByRole('list', { name: 'Open issues', exact: true });
    await expect(list).toBeVisible();
    // The sidebar is folded into the Views button; the list is on the first screen.
    await expect(page.getByRole('navigation', { name: 'Views' })).toBeHidden();
    expect((await list.boundingBox())?.y).toBeLessThan(PHONE.height);
    await page.getByRole('button', { name: 'Views' }).click();
    const nav = page.getByRole('navigation', { name: 'Views' });
    await expect(nav.getByRole('link', { name: 'Labels' })).toBeVisible();
    await nav.getByRole('link', { name: 'Closed issues' }).click();
    await expect(page).toHaveURL(/\?q=is:closed$/);
    await expect(page.getByRole('navigation', { name: 'Views' })).toBeHidden();

    // The issue's details come before its description and timeline.
    await page.goto('/projects/web/issues/3');
    const details = await page.getByRole('complementary', { name: 'Issue details' }).boundingBox();
    const description = await page.getByRole('region', { name: 'Description' }).boundingBox();
    expect(details!.y + details!.height).toBeLessThanOrEqual(description!.y);

    // Each label on one line, its actions in a menu.
    await page.goto('/projects/web/labels');
    await expect(page.getByRole('button', { name: 'Delete label bug' })).toBeHidden();
    const chip = page.getByText('good first issue', { exact: true });
    const box = await chip.boundingBox();
    expect(box!.height).toBeLessThan(30);
    await page.getByRole('button', { name: 'Actions for label bug' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  });
});

test.describe("a member's labels page (no actions)", () => {
  test.use({ account: 'member' });

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`keeps no empty column where an admin's actions would be, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/projects/web/labels');
      const rows = page.getByRole('list', { name: 'Labels' }).locator(':scope > li > div');
      await expect(rows.first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Edit|Delete|Actions for) label / })).toHaveCount(0);
      // The gap between the row's last column (the open issues) and its end: its padding only, no empty track.
      const gaps = await rows.evaluateAll((elements) =>
        elements.map((row) => {
          const style = getComputedStyle(row);
          const tracks = style.gridTemplateColumns.split(' ').length;
          const end = row.getBoundingClientRect().right - parseFloat(style.paddingRight);
          const start = row.getBoundingClientRect().left + parseFloat(style.paddingLeft);
          // The cells of the first line (on a phone the description spans the row below them).
          const cells = Array.from(row.children, (child) => child.getBoundingClientRect()).filter(
            (box) => box.width > 0 && box.width < end - start - 1,
          );
          const last = Math.max(...cells.map((box) => box.right));
          return { tracks, gap: Math.round(end - last) };
        }),
      );
      for (const { tracks, gap } of gaps) {
        expect(tracks).toBe(viewport.width === PHONE.width ? 2 : 3);
        expect(gap).toBeLessThanOrEqual(1);
      }
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ account: 'member' });

  test('opening a dialog does not shift the page sideways', async ({ page }) => {
    await page.goto('/projects/web');
    // Found by its element, not its role: while the modal dialog is open the page behind it is hidden from
    // assistive technology (as it should be), and this test measures only where the heading is drawn.
    const heading = page.locator('main h1', { hasText: 'Web app' });
    await expect(page.getByRole('list', { name: 'Open issues', exact: true })).toBeVisible();
    // The list is longer than the window: the page has a scrollbar, which a dialog would take away.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    const before = (await heading.boundingBox())!.x;
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    expect((await heading.boundingBox())!.x).toBe(before);
  });
});
