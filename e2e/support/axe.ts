import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe rule tags of WCAG 2.2 levels A and AA, which every page must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeScope {
  /** Only these parts of the page (CSS selectors); the whole page when empty. */
  include?: readonly string[];
  /** Every axe rule, best practices included, instead of the WCAG 2.2 A/AA rules only. */
  allRules?: boolean;
}

/**
 * Runs axe on the page as it is now and fails with one readable line per violation: the rule,
 * what it asks for and the elements that break it.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include = [], allRules = false }: AxeScope = {},
) {
  let axe = new AxeBuilder({ page });
  if (!allRules) axe = axe.withTags(WCAG_TAGS);
  for (const selector of include) axe = axe.include(selector);
  const { violations } = await axe.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
