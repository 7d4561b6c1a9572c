/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientLogos } from '@/app/(site)/(pages)/(home)/client-logos';
import { clientLogosSection, getClientLogos } from '@/content/clients';

const names = getClientLogos().map((logo) => logo.name);

describe('ClientLogos', () => {
  it('has a heading and shows the eight client logos by name to assistive technology', () => {
    render(<ClientLogos />);
    expect(
      screen.getByRole('heading', { level: 2, name: clientLogosSection.heading }),
    ).toBeInTheDocument();
    const strip = screen.getByRole('group', { name: 'Client logos' });
    const logos = within(strip).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(names);
    expect(names).toHaveLength(8);
    expect(new Set(names).size).toBe(8);
  });

  it('repeats the logos three times, the two copies hidden from assistive technology', () => {
    const { container } = render(<ClientLogos />);
    const sets = container.querySelectorAll('.logo-marquee-set');
    expect(sets).toHaveLength(3);
    const [first, ...copies] = [...sets];
    expect(first).not.toHaveAttribute('aria-hidden');
    for (const copy of copies) {
      expect(copy).toHaveAttribute('aria-hidden', 'true');
      // Not inert: nothing in them can take focus, and an inert copy would not turn to colour
      // under the pointer as the first set does.
      expect(copy).not.toHaveAttribute('inert');
      const images = [...copy.querySelectorAll('img')];
      expect(images.map((image) => image.getAttribute('src'))).toEqual(
        getClientLogos().map((logo) => logo.logo),
      );
      expect(images.every((image) => image.getAttribute('alt') === '')).toBe(true);
      expect(copy.querySelector('a, button, [tabindex]')).toBeNull();
    }
  });

  it('draws every logo at a fixed size from a local file, so nothing shifts', () => {
    render(<ClientLogos />);
    for (const logo of screen.getAllByRole('img')) {
      expect(logo).toHaveAttribute('width', '160');
      expect(logo).toHaveAttribute('height', '48');
      expect(logo.getAttribute('src')).toMatch(/^\/clients\/[a-z-]+\.svg$/);
    }
  });

  it('stops with its pause button, whose name says what pressing it does', async () => {
    const user = userEvent.setup();
    const { container } = render(<ClientLogos />);
    const stopsStrip = () => container.querySelector('.logo-strip .strip-toggle[data-stopped]');
    const button = screen.getByRole('button', { name: 'Pause client logos' });
    expect(stopsStrip()).toBeNull();
    await user.click(button);
    expect(button).toHaveAccessibleName('Play client logos');
    expect(stopsStrip()).toBe(button);
    await user.click(button);
    expect(button).toHaveAccessibleName('Pause client logos');
    expect(stopsStrip()).toBeNull();
  });

  it('takes keyboard focus on the strip itself, which stops it', async () => {
    const user = userEvent.setup();
    render(<ClientLogos />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause client logos' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('group', { name: 'Client logos' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});

describe('the logo strip stylesheet', () => {
  const css = readFileSync(join(process.cwd(), 'app/(site)/globals.css'), 'utf8');
  const movingBlock =
    css.split('@media (scripting: enabled) and (prefers-reduced-motion: no-preference)')[1] ?? '';

  it('moves the strip only where it can be stopped and motion is welcome', () => {
    expect(css.match(/animation: logo-marquee/g)).toHaveLength(1);
    expect(movingBlock).toContain('animation: logo-marquee');
    expect(css).toMatch(
      /@keyframes logo-marquee\s*{\s*to\s*{\s*transform: translateX\(calc\(-100% \/ 3\)\)/,
    );
  });

  it('pauses on hover, on keyboard focus and with the pause button', () => {
    expect(movingBlock).toMatch(
      /\.logo-marquee:hover \.logo-marquee-track,\s*\.logo-marquee:focus \.logo-marquee-track,\s*\.logo-strip:has\(\.strip-toggle\[data-stopped\]\) \.logo-marquee-track {\s*animation-play-state: paused;/,
    );
  });
});
