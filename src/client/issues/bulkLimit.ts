/** What the server accepts in one bulk change (GitHub's API has the same cap). */
export const MAX_BULK_ISSUES = 100;
