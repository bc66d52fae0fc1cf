// axe-core's WCAG 2.1 A and AA rules over a whole page, for the specs that check what they show.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules among those whose outcome can change with the look (light, dark, forced colours), read from axe-core
 * 4.13's rule metadata: the two of its `cat.color` category, `color-contrast` (the text's colours against what is
 * behind it) and `link-in-text-block` (a link told from the text around it by colour contrast, or else by a
 * style), and `scrollable-region-focusable`, the one rule decided by layout (whether a region overflows): forced
 * colours give some of Fluent's parts borders (`border-*-width` under `forced-colors: active`). Every other rule
 * reads the document's elements, ARIA attributes, names, labels and language, and whether an element is displayed
 * (`display`, `visibility`, size, clipping), none of which the looks change.
 */
const LOOK_RULES = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'];

/** Which of the WCAG 2.1 A/AA rules a check runs: all of them, or only the ones that can change with the look. */
type AxeRules = 'every rule' | 'look rules';

/**
 * Fluent's keyboard handling (Tabster) puts focusable, aria-hidden `<i data-tabster-dummy>` elements at the
 * edges of arrow-key groups (tab lists, menus): on focus they hand it on at once to the right element.
 * axe's aria-hidden-focus rule reports them. This is Fluent's documented known issue, a false positive that
 * Microsoft's Accessibility Insights also leaves out (microsoft/tabster#288, accessibility-insights-web#7605),
 * and only that: the rule still applies to every other element. That the dummies never keep the focus is
 * checked in keyboard.spec.ts, where Tab goes through the issue list (whose tabs have them) and every
 * stop is a real, visibly focused control.
 */
function isTabsterDummy(node: { html: string }): boolean {
  return /^<i [^>]*data-tabster-dummy=""/.test(node.html);
}

/**
 * The Page type AxeBuilder was compiled against: @axe-core/playwright depends on playwright-core ">= 1.0.0",
 * and npm gave it its own, newer copy (1.65) beside the one @playwright/test pins (1.64). Both describe
 * the same object at run time; only their declarations differ.
 */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/**
 * An axe run in the page itself (`axe.run`, AxeBuilder's "legacy mode"). Its default, `axe.runPartial` in each
 * frame then `axe.finishRun` in a blank page, exists for pages with cross-origin frames; Triage has no frames,
 * and that default opened a new page and parsed axe-core (500 kB) a second time for every check: 40-60% of
 * each check's time (1.0 against 1.8 s on the profile page, 3.4 against 5.5 s on an issue list, at load 20),
 * for the same rules over the same document (compared rule by rule when the switch was made).
 */
function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page: page as unknown as AxePage }).setLegacyMode();
}

/**
 * Runs axe's aria-hidden-focus rule alone, Tabster's sentinels included: Lighthouse's accessibility audit runs
 * it so, and a page whose first screen mounts no Fluent focus trap has none of them.
 */
export async function expectNoHiddenFocusableElements(page: Page): Promise<void> {
  const results = await axeBuilder(page).withRules(['aria-hidden-focus']).analyze();
  const nodes = results.violations.flatMap((violation) => violation.nodes.map((node) => node.html));
  expect(nodes, 'axe: aria-hidden-focus, sentinels included').toEqual([]);
}

/**
 * Runs axe's WCAG 2.1 A/AA rules (`rules`: every one, or only LOOK_RULES) over the whole page and fails with a
 * readable list of what it found. Only the violations are asked
 * for: axe then keeps one node, not all, of each rule that passed or did not apply, and sends that much less
 * back (an axe run 1,005 → 873 ms median on the 1280 px pages, one paired run of a look at load 3–5). `options`
 * replaces AxeBuilder's options, so it comes before `withTags`, which adds the rules to them.
 */
export async function expectNoAxeViolations(page: Page, rules: AxeRules = 'every rule'): Promise<void> {
  const builder = axeBuilder(page).options({ resultTypes: ['violations'] });
  const results = await (rules === 'every rule' ? builder.withTags(WCAG_21_AA) : builder.withRules(LOOK_RULES)).analyze();
  const violations = results.violations
    .map((violation) => ({
      ...violation,
      nodes: violation.id === 'aria-hidden-focus' ? violation.nodes.filter((node) => !isTabsterDummy(node)) : violation.nodes,
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect(violations, 'axe: WCAG 2.1 A/AA violations').toEqual([]);
}
