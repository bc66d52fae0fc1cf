// A private file stays private in the browser: after the member who saw an attachment of the private `mobile`
// project signs out, and a viewer (not a member of `mobile`) signs in in the same browser, the file's address
// shows "No such attachment." — not the bytes the browser kept from before.
import issuePageQuery from '../../__generated__/IssuePageQuery.graphql.ts';
import addIssueAttachments from '../../__generated__/useAddIssueAttachmentsMutation.graphql.ts';
import { expect, signIn, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

test.use({ account: 'member' });

test('an attachment seen before signing out is not shown from the cache to the next user', async ({ page }) => {
  await page.goto('/projects/mobile/issues/2');
  await expect(userMenuButton(page, 'member')).toBeVisible();

  // The member attaches a picture to a private issue, as the page's own upload does.
  const url = await page.evaluate(
    async ({ queryId, mutationId }) => {
      const post = (body: BodyInit, json: boolean) =>
        fetch('/graphql', {
          method: 'POST',
          headers: { 'X-Triage-CSRF': '1', ...(json ? { 'Content-Type': 'application/json' } : {}) },
          body,
        }).then((response) => response.json());
      const found = await post(JSON.stringify({ doc_id: queryId, variables: { slug: 'mobile', number: 2 } }), true);
      const issueId: string = found.data.project.issue.id;
      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
      const form = new FormData();
      form.set('operations', JSON.stringify({ doc_id: mutationId, variables: { input: { issueId, files: [null] } } }));
      form.set('map', JSON.stringify({ 0: ['variables.input.files.0'] }));
      form.set('0', new File([png], 'private-plan.png', { type: 'image/png' }));
      const added = await post(form, false);
      const id: string = added.data.addIssueAttachments.attachments[0].id;
      const attachments: { id: string; url: string }[] = added.data.addIssueAttachments.issue.attachments;
      return attachments.find((a) => a.id === id)?.url ?? '';
    },
    { queryId: issuePageQuery.params.id, mutationId: addIssueAttachments.params.id },
  );
  expect(url).toMatch(/^\/attachments\//);

  // Seen twice, so the browser has had every chance to keep it.
  expect((await page.goto(url))?.status()).toBe(200);
  expect((await page.goto(url))?.status()).toBeLessThan(400);

  await page.goto('/');
  await userMenuButton(page, 'member').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, 'viewer');
  await expect(userMenuButton(page, 'viewer')).toBeVisible();

  const again = await page.goto(url);
  expect(again?.status()).toBe(404);
  await expect(page.getByText('No such attachment.')).toBeVisible();
});
