// The Markdown editor in a real browser (issues 15 and 17): typing `#` and a word of an issue's title offers it,
// Enter writes `#N`, and the saved comment links the issue; an image pasted into the comment box is uploaded,
// written as `![name](url)` and shown in the saved comment. Screenshots of the list at phone and desktop widths,
// light, dark and forced colours, go to the test's output folder.
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { inEveryLook } from './support/looks.ts';
import { createIssue, unique } from './support/newIssue.ts';

skipWithoutChromium();

// A 2 × 2 red PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVR4nGP4z8DwnwGM/zMwAAAf7gP9NRsAMwAAAABJRU5ErkJggg==';

test.describe('the Markdown editor', () => {
  test.use({ account: 'member' });

  test('# and a word of a title offers the issue; Enter writes #N, which the saved comment links', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const word = `zeta${unique()}`;
    const target = await createIssue(page, `Completion target ${word}`);
    await createIssue(page, `Completion source ${unique()}`);

    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await box.click();
    await box.pressSequentially(`Same as #${word}`);
    const list = page.getByRole('listbox', { name: 'Issues' });
    const option = list.getByRole('option', { name: new RegExp(`#${target.number}\\s*Completion target ${word}`) });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');

    await inEveryLook(page, async (look, width) => {
      // The comment box's draft comes back; typing one more letter and erasing it asks again.
      await box.click();
      await box.press('End');
      await box.press('Backspace');
      await box.pressSequentially(word.slice(-1));
      await expect(option).toBeVisible();
      await list.scrollIntoViewIfNeeded();
      const name = `completion-${look}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name) });
      await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
    });

    await box.press('Enter');
    await expect(box).toHaveValue(`Same as #${target.number} `);
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const link = page.getByRole('list', { name: 'Activity' }).getByRole('link', { name: `#${target.number}`, exact: true });
    await expect(link).toHaveAttribute('href', target.path);
  });

  test('an image pasted into the comment box is uploaded, linked at the caret and shown in the saved comment', async ({ page }) => {
    await createIssue(page, `Pasted image ${unique()}`);
    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('Look: ');
    await box.press('End');
    // What the browser fires for a picture on the clipboard: a paste event whose data holds a file.
    await box.evaluate((element, base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'pixel.png', { type: 'image/png' }));
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, PNG);
    await expect(box).toHaveValue(/^Look: !\[pixel\.png\]\(\/attachments\/[^)]+\)$/);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const image = page.getByRole('list', { name: 'Activity' }).getByRole('img', { name: 'pixel.png' });
    // Once, in the end: under load the saved comment was seen twice for a moment (the mutation's answer and the
    // live update's arriving together; noted in stop 36's closing note, not yet explained).
    await expect(image).toHaveCount(1);
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(2);
  });
});
