import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The axe rule tags of WCAG 2.2 levels A and AA, which every page must pass. (axe tags no rule
 * 'wcag22a': the level A criteria new in 2.2 are not machine-checkable.)
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The oldest axe-core whose rules every page is held to. */
const MIN_AXE_VERSION = [4, 14] as const;

function isAtLeast(version: string, [major, minor]: readonly [number, number]): boolean {
  const [actualMajor = 0, actualMinor = 0] = version.split('.').map(Number);
  return actualMajor > major || (actualMajor === major && actualMinor >= minor);
}

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
  const { violations, testEngine } = await axe.analyze();
  expect(
    isAtLeast(testEngine.version, MIN_AXE_VERSION),
    `axe-core ${testEngine.version} is ${MIN_AXE_VERSION.join('.')} or newer`,
  ).toBe(true);
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
