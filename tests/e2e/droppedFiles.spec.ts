// Files dropped (dragged from the desktop, not pasted) into the Markdown editors (issue 15, "Editing"), in a real
// browser: the drag events carry a DataTransfer holding a File, as the browser fires them for a file from the
// desktop. The description's editor on the issue page writes the file at the point it was dropped on, shows the
// upload while it runs, and its preview shows the image; the new-issue form and a comment being edited take the
// file into their own files instead (README, "Using Triage": a link written before there is an issue to attach
// to would point nowhere; a comment's files are listed with it).
import { randomBytes } from 'node:crypto';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

const unique = () => randomBytes(5).toString('hex');

// A 2 × 2 red PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVR4nGP4z8DwnwGM/zMwAAAf7gP9NRsAMwAAAABJRU5ErkJggg==';

/**
 * Drops a PNG named `name` on `target` at the start of its line `line` (0-based): dragenter, dragover and drop,
 * each at that point, with one DataTransfer holding the file.
 */
async function dropImage(target: Locator, name: string, line = 0): Promise<void> {
  const data = await target.page().evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      return transfer;
    },
    { base64: PNG, name },
  );
  // The point: inside the padding's corner, down `line` lines of the text area's own line height.
  const point = await target.evaluate((element, line) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.4;
    return {
      clientX: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft) + 1,
      clientY: box.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop) + lineHeight * (line + 0.5),
    };
  }, line);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer: data, ...point });
  await data.dispose();
}

/** Holds the page's file uploads (multipart GraphQL requests) until `release` is called. */
async function holdUploads(page: Page): Promise<{ held: Promise<void>; release: () => void }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let seen: () => void = () => {};
  const held = new Promise<void>((resolve) => (seen = resolve));
  await page.route('**/graphql**', async (route: Route) => {
    if (!(route.request().headers()['content-type'] ?? '').startsWith('multipart/form-data')) return route.continue();
    seen();
    await gate;
    await route.continue();
  });
  return { held, release };
}

async function createIssue(page: Page, title: string, body = ''): Promise<void> {
  await page.goto('/projects/web/issues/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  if (body) await page.getByRole('textbox', { name: 'Description' }).fill(body);
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
}

test.describe('a file dropped into a Markdown editor', () => {
  test.use({ account: 'member' });

  test("the description's editor: uploading shown at once, the image written where it was dropped, the preview and the saved text show it", async ({
    page,
  }) => {
    await createIssue(page, `Dropped on the description ${unique()}`, 'First line\n\nSecond line');
    const description = page.getByRole('region', { name: 'Description', exact: true });
    await description.getByRole('button', { name: 'Edit description' }).click();
    const form = page.getByRole('form', { name: 'Edit description' });
    const editor = form.getByRole('textbox', { name: 'Description' });
    await expect(editor).toHaveValue('First line\n\nSecond line');
    // The caret at the end, as after typing: the drop goes where the pointer is, not there.
    await editor.press('Control+End');

    const uploads = await holdUploads(page);
    await dropImage(editor, 'dropped.png', 2);
    await uploads.held;
    // While the file is sent, its placeholder stands where it will go.
    await expect(editor).toHaveValue('First line\n\n[Uploading dropped.png…](#upload-1)Second line');
    uploads.release();
    await expect(editor).toHaveValue(/^First line\n\n!\[dropped\.png\]\(\/attachments\/[^)]+\)Second line$/);

    await form.getByRole('tab', { name: 'Preview' }).click();
    const previewed = form.getByRole('img', { name: 'dropped.png' });
    await expect(previewed).toBeVisible();
    await expect.poll(() => previewed.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(2);

    await form.getByRole('button', { name: 'Save' }).click();
    const saved = description.getByRole('img', { name: 'dropped.png' });
    await expect(saved).toBeVisible();
    await expect.poll(() => saved.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(2);
    // Attached to the issue too, as Attach files does.
    await expect(page.getByRole('region', { name: /^Attachments/ }).getByRole('link', { name: 'dropped.png' })).toBeVisible();
  });

  test("the new-issue form's description: the file joins the form's files, sent with the issue", async ({ page }) => {
    await page.goto('/projects/web/issues/new');
    // Not "new issue": other specs find the list's New issue link by that name on the same server.
    const title = `Dropped on the issue form ${unique()}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Description' });
    await editor.fill('Seen on the login page.');
    await dropImage(editor, 'new-issue.png');
    await expect(page.getByRole('list', { name: 'Files to attach to the issue' }).getByText('new-issue.png')).toBeVisible();
    await expect(editor).toHaveValue('Seen on the login page.');

    const uploads = await holdUploads(page);
    await page.getByRole('button', { name: 'Create issue' }).click();
    await uploads.held;
    await expect(page.getByRole('status').filter({ hasText: /^Uploading new-issue\.png…/ })).toBeVisible();
    uploads.release();
    await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByRole('region', { name: /^Attachments/ }).getByRole('img', { name: 'new-issue.png' })).toBeVisible();
  });

  test("a comment being edited: the file joins the comment's files with its upload shown, the text is kept", async ({ page }) => {
    await createIssue(page, `Dropped on a comment ${unique()}`);
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Before the screenshot.');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const comment = page.getByRole('article', { name: 'Comment by Morgan Member' });
    await comment.getByRole('button', { name: 'Actions for the comment by Morgan Member' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = comment.getByRole('textbox', { name: 'Comment' });
    await expect(editor).toHaveValue('Before the screenshot.');

    const uploads = await holdUploads(page);
    await dropImage(editor, 'comment.png');
    await uploads.held;
    await expect(comment.getByRole('status').filter({ hasText: /^Uploading comment\.png…/ })).toBeVisible();
    await expect(comment.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    uploads.release();
    await expect(
      comment.getByRole('list', { name: 'Files attached to the comment by Morgan Member' }).getByRole('img', { name: 'comment.png' }),
    ).toBeVisible();
    await expect(editor).toHaveValue('Before the screenshot.');
  });
});
