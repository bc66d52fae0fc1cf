// Issues the browser specs open for themselves, through the New issue form of the web project.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A short random suffix, so that titles stay unique on the server the specs share. */
export const unique = (): string => randomBytes(5).toString('hex');

/** Opens an issue in the web project through the New issue form; returns its number and page's path. */
export async function createIssue(page: Page, title: string): Promise<{ number: number; path: string }> {
  await page.goto('/projects/web/issues/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
  const path = new URL(page.url()).pathname;
  return { number: Number(path.split('/').pop()), path };
}
