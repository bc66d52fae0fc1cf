import type { Page } from '@playwright/test';

/** The count a state tab shows ("Open 133" -> 133). */
export async function tabCount(page: Page, state: 'Open' | 'Closed'): Promise<number> {
  const text = await page.getByRole('tab', { name: new RegExp(`^${state}`) }).innerText();
  const count = /(\d+)/.exec(text)?.[1];
  if (count === undefined) throw new Error(`The ${state} tab shows no count: "${text}"`);
  return Number(count);
}
