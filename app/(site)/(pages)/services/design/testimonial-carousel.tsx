'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { maskIcon } from '@/components/ui/mask-icon';
import { StarRating } from '@/components/ui/star-rating';
import type { Testimonial } from '@/content/design-services';
import { useMotionAllowed } from '@/lib/motion-preference';

const ChevronLeft = maskIcon('chevron-left');
const ChevronRight = maskIcon('chevron-right');
const Pause = maskIcon('pause');
const Play = maskIcon('play');

export const ROTATION_INTERVAL_MS = 5000;

type TestimonialCarouselProps = {
  testimonials: readonly Testimonial[];
  /** Accessible name of the carousel. */
  label: string;
};

const controlClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-3 font-semibold text-brand-700 hover:bg-brand-50';

/**
 * Testimonials that advance every five seconds, following the WAI-ARIA APG auto-rotating
 * carousel. Keyboard focus on anything in the carousel but the rotation control stops the
 * rotation until the visitor presses Play: someone tabbing through the slides must not have them
 * change underneath. The pointer over the slides holds it only while it is there, and reduced
 * motion or the site-wide pause stop it entirely. Changes are announced only when rotation is
 * off, so a screen reader is never interrupted by slides it did not ask for. Without
 * JavaScript every testimonial shows, one below the other, and the controls are hidden
 * (app/(site)/globals.css).
 */
export function TestimonialCarousel({ testimonials, label }: TestimonialCarouselProps) {
  const count = testimonials.length;
  const motionAllowed = useMotionAllowed();
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotationControl = useRef<HTMLButtonElement>(null);
  const rotating = motionAllowed && !stopped && !hovered && count > 1;
  const RotationIcon = stopped ? Play : Pause;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setCurrent((index) => (index + 1) % count),
      ROTATION_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, count]);

  const show = (step: number) => setCurrent((index) => (index + step + count) % count);
  // The rotation control is exempt, or clicking Play would stop the rotation it just started.
  const stopOnFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!rotationControl.current?.contains(event.target)) setStopped(true);
  };

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className="mx-auto max-w-3xl"
      onFocus={stopOnFocus}
    >
      <div className="testimonial-controls flex items-center gap-2">
        {motionAllowed ? (
          <button
            ref={rotationControl}
            type="button"
            className={controlClass}
            onClick={() => setStopped(!stopped)}
          >
            <RotationIcon aria-hidden="true" className="size-5" />
            {stopped ? 'Play' : 'Pause'}
            <span className="sr-only"> testimonials</span>
          </button>
        ) : null}
        <p aria-hidden="true" className="ml-auto px-2 text-sm font-medium text-slate-700">
          {current + 1} / {count}
        </p>
        <button type="button" className={controlClass} onClick={() => show(-1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Previous testimonial</span>
        </button>
        <button type="button" className={controlClass} onClick={() => show(1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Next testimonial</span>
        </button>
      </div>
      <div
        aria-live={rotating ? 'off' : 'polite'}
        className="testimonial-slides mt-4 grid"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            data-current={index === current || undefined}
            className={clsx(
              'testimonial-slide col-start-1 row-start-1 transition-[opacity,visibility] duration-500',
              index === current ? 'opacity-100' : 'invisible opacity-0',
            )}
          >
            <figure className="flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm">
              <StarRating rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 text-lg leading-8 text-slate-800">
                <p>&ldquo;{testimonial.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {initials(testimonial.name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-sm text-slate-700">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
    </div>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
