// What a page says on its console as errors and warnings: React reports a hydration mismatch there, so the specs
// of the server's render expect it to say nothing.
import type { ConsoleMessage, Page } from '@playwright/test';

/** The errors and warnings `page` logs from now on, each as "type: text", collected as they come. */
export function consoleSaid(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text()}`);
  });
  return said;
}
