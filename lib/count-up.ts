/**
 * Counter maths for figures that count up from zero to their target in fixed steps (the home
 * page statistics strip: every 100 ms, +7.5, +15 or +2.5 until 150, 300 or 50).
 */

export type CountUpPlan = { target: number; increment: number };

/** How many steps it takes to reach the target; the last step lands exactly on it. */
export function countUpSteps({ target, increment }: CountUpPlan): number {
  if (target <= 0 || increment <= 0) return 0;
  return Math.ceil(target / increment);
}

/** The value after `step` steps: a multiple of the increment, never above the target. */
export function countUpValue({ target, increment }: CountUpPlan, step: number): number {
  if (step <= 0) return 0;
  return Math.min(target, step * increment);
}

/** The text a counter shows: whole numbers only (7.5 shows as 7), never beyond zero or the target. */
export function formatCount(value: number, target: number, suffix = ''): string {
  return `${Math.floor(Math.min(Math.max(value, 0), target))}${suffix}`;
}

/** The final text, as screen readers and visitors without JavaScript get it. */
export function finalCount(target: number, suffix = ''): string {
  return `${target}${suffix}`;
}
