/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import {
  ROTATION_INTERVAL_MS,
  TestimonialCarousel,
} from '@/app/(site)/(pages)/services/design/testimonial-carousel';
import type { Testimonial } from '@/content/design-services';
import { setMotionPaused } from '@/lib/motion-preference';
import { advance, setUpMotionPreference } from '../support/motion';

const testimonials: Testimonial[] = ['First', 'Second', 'Third'].map((word, index) => ({
  quote: `${word} quote`,
  name: `Client ${index + 1}`,
  role: 'Founder',
  company: `Company ${index + 1}`,
  rating: 5,
}));

const motion = setUpMotionPreference();

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function renderCarousel() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(<TestimonialCarousel testimonials={testimonials} label="Client reviews" />);
  const shownQuote = () => view.container.querySelector('[data-current] blockquote')?.textContent;
  const liveRegion = () => view.container.querySelector('[aria-live]');
  return { user, shownQuote, liveRegion };
}

describe('TestimonialCarousel', () => {
  it('advances every 5 seconds and wraps around to the first testimonial', () => {
    const { shownQuote } = renderCarousel();
    expect(shownQuote()).toContain('First quote');
    advance(ROTATION_INTERVAL_MS - 1);
    expect(shownQuote()).toContain('First quote');
    advance(1);
    expect(shownQuote()).toContain('Second quote');
    advance(ROTATION_INTERVAL_MS);
    expect(shownQuote()).toContain('Third quote');
    advance(ROTATION_INTERVAL_MS);
    expect(shownQuote()).toContain('First quote');
  });

  it('marks up each testimonial as a figure with its quote, author and rating', () => {
    renderCarousel();
    expect(screen.getByRole('group', { name: 'Client reviews' })).toBeInTheDocument();
    const slide = screen.getByRole('group', { name: '2 of 3' });
    expect(slide.querySelector('figure > blockquote')).toHaveTextContent('Second quote');
    expect(slide.querySelector('figure > figcaption')).toHaveTextContent(
      'Client 2Founder, Company 2',
    );
    expect(slide).toHaveTextContent('Rated 5 out of 5');
  });

  it('stops when Pause is pressed, announces politely, and restarts with Play', async () => {
    const { user, shownQuote, liveRegion } = renderCarousel();
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    advance(ROTATION_INTERVAL_MS * 3);
    expect(shownQuote()).toContain('First quote');

    // Focus and pointer stay on the button: the rotation control never holds the rotation.
    const play = screen.getByRole('button', { name: 'Play testimonials' });
    await user.click(play);
    expect(play).toHaveFocus();
    expect(play).toHaveAccessibleName('Pause testimonials');
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    advance(ROTATION_INTERVAL_MS);
    expect(shownQuote()).toContain('Second quote');
  });

  it('pauses only while the pointer is over the slides', async () => {
    const { user, shownQuote, liveRegion } = renderCarousel();
    const slide = screen.getByRole('group', { name: '1 of 3' });
    await user.hover(slide);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    advance(ROTATION_INTERVAL_MS * 2);
    expect(shownQuote()).toContain('First quote');
    await user.unhover(slide);
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeInTheDocument();
    advance(ROTATION_INTERVAL_MS);
    expect(shownQuote()).toContain('Second quote');

    await user.hover(screen.getByRole('button', { name: 'Next testimonial' }));
    advance(ROTATION_INTERVAL_MS);
    expect(shownQuote()).toContain('Third quote');
  });

  it('stops for good once keyboard focus moves past the rotation control', async () => {
    const { user, shownQuote, liveRegion } = renderCarousel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toHaveFocus();
    advance(ROTATION_INTERVAL_MS);
    expect(shownQuote()).toContain('Second quote');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous testimonial' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{Enter}');
    expect(shownQuote()).toContain('First quote');
    await user.tab();
    await user.keyboard(' ');
    expect(shownQuote()).toContain('Second quote');
    advance(ROTATION_INTERVAL_MS * 2);
    expect(shownQuote()).toContain('Second quote');

    await user.tab();
    expect(document.body).toHaveFocus();
    advance(ROTATION_INTERVAL_MS * 2);
    expect(shownQuote()).toContain('Second quote');

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    const play = screen.getByRole('button', { name: 'Play testimonials' });
    expect(play).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(play).toHaveAccessibleName('Pause testimonials');
    advance(ROTATION_INTERVAL_MS);
    expect(shownQuote()).toContain('Third quote');
  });

  it('stops entirely when motion is paused site-wide', () => {
    const { shownQuote, liveRegion } = renderCarousel();
    advance(ROTATION_INTERVAL_MS);
    act(() => setMotionPaused(true));
    expect(screen.queryByRole('button', { name: /testimonials$/ })).not.toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    advance(ROTATION_INTERVAL_MS * 3);
    expect(shownQuote()).toContain('Second quote');
  });

  it('never rotates with reduced motion, but previous and next still work', async () => {
    motion.prefersReducedMotion = true;
    const { user, shownQuote } = renderCarousel();
    expect(screen.queryByRole('button', { name: /testimonials$/ })).not.toBeInTheDocument();
    advance(ROTATION_INTERVAL_MS * 3);
    expect(shownQuote()).toContain('First quote');
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownQuote()).toContain('Third quote');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shownQuote()).toContain('First quote');
  });
});

describe('TestimonialCarousel without JavaScript', () => {
  // What a visitor without JavaScript gets: the server's HTML, styled by app/(site)/globals.css.
  function serverHtml() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <TestimonialCarousel testimonials={testimonials} label="Client reviews" />,
    );
    return container;
  }

  it('puts the counter and every control in the row that is hidden without scripting', () => {
    const container = serverHtml();
    const controls = container.querySelector('.testimonial-controls');
    if (!(controls instanceof HTMLElement)) throw new Error('no controls row');
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Previous testimonial',
      'Next testimonial',
    ]);
    for (const button of buttons) expect(controls).toContainElement(button);
    expect(controls).toHaveTextContent(`1 / ${testimonials.length}`);
  });

  it('has every testimonial as a slide that is shown without scripting', () => {
    const slides = [...serverHtml().querySelectorAll('.testimonial-slides > .testimonial-slide')];
    expect(slides.map((slide) => slide.querySelector('figure > blockquote')?.textContent)).toEqual(
      testimonials.map((testimonial) => `\u201C${testimonial.quote}\u201D`),
    );
  });

  it('the stylesheet hides the controls and stacks every slide under (scripting: none)', () => {
    const css = readFileSync(path.join(__dirname, '../../app/(site)/globals.css'), 'utf8');
    const noScript = [...css.matchAll(/@media \(scripting: none\) \{([\s\S]*?)\n\}/g)]
      .map((block) => block[1])
      .join('\n');
    const rule = (selector: string) =>
      new RegExp(`${selector.replace(/[.>]/g, '\\$&')} \\{([^}]*)\\}`).exec(noScript)?.[1];
    expect(rule('.testimonial-controls')).toContain('display: none;');
    const slide = rule('.testimonial-slides > .testimonial-slide');
    for (const declaration of ['grid-area: auto;', 'visibility: visible;', 'opacity: 1;']) {
      expect(slide).toContain(declaration);
    }
  });
});
