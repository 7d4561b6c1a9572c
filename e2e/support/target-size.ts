import type { Page } from '@playwright/test';

/** A pointer target that breaks WCAG 2.2 SC 2.5.8 Target Size (Minimum), as laid out now. */
export type TargetSizeFailure = {
  /** The element: tag, then its text or name. */
  target: string;
  width: number;
  height: number;
  /** 'under 24 x 24 px', or the target (or circle) it comes too close to. */
  problem: string;
};

type TargetSizeOptions = {
  /** Where the targets are (CSS, every match): the open modal dialog when there is one. */
  scope?: string;
  /**
   * Whether an undersized target may pass by its spacing, as SC 2.5.8 allows. Without it, each
   * target that is not inline must be 24 x 24 px itself, wherever its neighbours happen to be.
   */
  spacing?: boolean;
};

/**
 * Every visible target in `scope` that breaks SC 2.5.8:
 * - big enough: its bounding box is at least 24 x 24 CSS px;
 * - spaced: else the 24 px circle centred on its box may not intersect another target's box or
 *   another undersized target's circle (centres at least 24 px apart);
 * - inline: a link laid out inline (display: inline) that shares a line with text of its block
 *   outside any target is in a sentence, and exempt.
 * Targets: links, buttons, summaries, form controls, and a label wrapping a checkbox or radio
 * (the label is the target; the box inside it is part of it). Inert content is not a target, nor
 * is a control clipped away (the sr-only pattern: the skip link until it is focused).
 */
export function targetSizeFailures(
  page: Page,
  { scope = 'body', spacing = true }: TargetSizeOptions = {},
): Promise<TargetSizeFailure[]> {
  // Runs in the page: everything it uses is inside it.
  return page.evaluate(
    ({ scope, spacing }) => {
      const MIN = 24;
      const roots = [...document.querySelectorAll(scope)];
      if (roots.length === 0) throw new Error(`Nothing on the page matches ${scope}`);

      const isToggle = (element: Element) =>
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
      const isShown = (element: HTMLElement) => {
        if (element.closest('[inert]')) return false;
        if (!element.checkVisibility({ visibilityProperty: true })) return false;
        const style = getComputedStyle(element);
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') {
          return false;
        }
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };
      const targets = roots
        .flatMap((root) => [
          ...root.querySelectorAll<HTMLElement>(
            'a[href], button, summary, input:not([type="hidden"]), select, textarea, label',
          ),
        ])
        .filter((element) =>
          element instanceof HTMLLabelElement
            ? [...element.querySelectorAll('input')].some(isToggle)
            : !(isToggle(element) && element.closest('label')),
        )
        .filter(isShown);

      const describe = (element: HTMLElement) => {
        const text = (element.innerText || element.getAttribute('aria-label') || '').trim();
        const name = text || (element as HTMLInputElement).name || element.id;
        return `<${element.tagName.toLowerCase()}> ${JSON.stringify(name.slice(0, 60))}`;
      };

      const inAnotherTarget = (node: Node, element: HTMLElement) =>
        targets.some((target) => target !== element && target.contains(node));
      const isInlineInText = (element: HTMLElement) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') {
          return false;
        }
        let block = element.parentElement;
        while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) {
          block = block.parentElement;
        }
        if (!block) return false;
        const lines = [...element.getClientRects()];
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || element.contains(node)) continue;
          if (inAnotherTarget(node, element)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const sharesALine = [...range.getClientRects()].some((rect) =>
            lines.some((line) => rect.top < line.bottom && line.top < rect.bottom),
          );
          if (sharesALine) return true;
        }
        return false;
      };

      const measured = targets.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          element,
          box,
          centre: { x: box.left + box.width / 2, y: box.top + box.height / 2 },
          undersized: (box.width < MIN || box.height < MIN) && !isInlineInText(element),
        };
      });
      const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(
          Math.max(box.left - point.x, 0, point.x - box.right),
          Math.max(box.top - point.y, 0, point.y - box.bottom),
        );
      const crowds = (target: (typeof measured)[number], other: (typeof measured)[number]) =>
        other !== target &&
        !target.element.contains(other.element) &&
        !other.element.contains(target.element) &&
        (distanceToBox(target.centre, other.box) < MIN / 2 ||
          (other.undersized &&
            Math.hypot(target.centre.x - other.centre.x, target.centre.y - other.centre.y) < MIN));

      return measured.flatMap((target) => {
        if (!target.undersized) return [];
        const crowding = spacing ? measured.find((other) => crowds(target, other)) : undefined;
        if (spacing && !crowding) return [];
        return [
          {
            target: describe(target.element),
            width: Math.round(target.box.width * 10) / 10,
            height: Math.round(target.box.height * 10) / 10,
            problem: crowding ? `too close to ${describe(crowding.element)}` : 'under 24 x 24 px',
          },
        ];
      });
    },
    { scope, spacing },
  );
}
