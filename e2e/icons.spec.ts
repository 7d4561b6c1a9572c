import { expect, test } from '@playwright/test';

// Every icon is one element painted through an SVG file (components/ui/mask-icon.tsx): drawn in
// the colour of its text, at its size, from a file the server serves, and hidden from assistive
// technology. No inline SVG icon is left on the pages.
const pages = ['/', '/career', '/services/devops', '/salesforce', '/contact', '/about'];

for (const path of pages) {
  test(`the icons of ${path} are painted from their files in the text colour`, async ({ page }) => {
    await page.goto(path);
    // One evaluation finds the icons and reads them: a locator's evaluateAll finds them in one
    // call and reads them in a second, and between the two the contact form's code can come and
    // put its form, with its own icons, in place of the server's (detached, they read as '').
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll('.icon-mask')].map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          mask: style.maskImage,
          fill: style.backgroundColor,
          colour: style.color,
          hidden: element.closest('[aria-hidden="true"]') !== null,
          empty: element.childNodes.length === 0,
          visible: element.checkVisibility({
            contentVisibilityAuto: true,
            visibilityProperty: true,
          }),
          width: box.width,
          height: box.height,
        };
      }),
    );
    expect(icons.filter((icon) => icon.visible).length).toBeGreaterThan(0);
    const files = new Set<string>();
    for (const icon of icons) {
      const file = /^url\("([^"]+\.svg)"\)$/.exec(icon.mask)?.[1];
      expect(file, icon.mask).toBeDefined();
      files.add(new URL(file!).pathname);
      expect(icon.fill).toBe(icon.colour);
      expect(icon.hidden).toBe(true);
      expect(icon.empty).toBe(true);
      if (icon.visible) expect(Math.min(icon.width, icon.height)).toBeGreaterThan(0);
    }
    for (const file of files) {
      const response = await page.request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/<svg[^>]*viewBox="0 0 24 24"/);
    }
    // A testimonial's rating: filled stars, from a file of their own.
    if (path === '/') expect(icons.some((icon) => icon.mask.includes('star-filled'))).toBe(true);
    // No Lucide SVG inline (24 x 24, stroked); the logo's mark and the drawings are not icons.
    expect(await page.locator('svg[viewBox="0 0 24 24"]').count()).toBe(0);
  });
}
