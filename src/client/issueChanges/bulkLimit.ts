/**
 * What the server accepts in one bulk change (GitHub's API has the same cap). In its own module so that the
 * issue list can cap a selection without loading the bulk actions (they load on the first selection).
 */
export const MAX_BULK_ISSUES = 100;
