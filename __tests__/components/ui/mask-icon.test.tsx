/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { maskIcon } from '@/components/ui/mask-icon';

describe('maskIcon', () => {
  const MapPin = maskIcon('map-pin');

  it('is one empty element, hidden from assistive technology, painted through its file', () => {
    const { container } = render(<MapPin className="size-4 text-brand-700" />);
    expect(container.children).toHaveLength(1);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.tagName).toBe('SPAN');
    expect(icon.childNodes).toHaveLength(0);
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.className).toBe('icon-mask size-4 text-brand-700');
    expect(icon.style.maskImage).toBe('url(/icons/map-pin.svg)');
  });

  it('takes the stylesheet default size when the caller gives none', () => {
    const { container } = render(<MapPin />);
    expect(container.firstElementChild!.className).toBe('icon-mask');
  });
});
