/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionToggle } from '@/components/shell/motion-toggle';
import { MOTION_STORAGE_KEY } from '@/lib/motion-boot';
import { setMotionPaused } from '@/lib/motion-preference';

afterEach(() => {
  act(() => setMotionPaused(false));
  localStorage.clear();
});

describe('MotionToggle', () => {
  it('is a "Pause motion" toggle button, not pressed by default', () => {
    render(<MotionToggle />);
    const button = screen.getByRole('button', { name: 'Pause motion' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveAttribute('data-motion');
  });

  it('pauses motion site-wide and remembers it when clicked', async () => {
    const user = userEvent.setup();
    render(<MotionToggle />);
    const button = screen.getByRole('button', { name: 'Pause motion' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-motion', 'paused');
    expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBe('1');
  });

  it('resumes motion and forgets the choice when clicked again', async () => {
    const user = userEvent.setup();
    render(<MotionToggle />);
    const button = screen.getByRole('button', { name: 'Pause motion' });
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveAttribute('data-motion');
    expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBeNull();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<MotionToggle />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause motion' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause motion' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows as pressed when the pause was remembered from an earlier visit', () => {
    setMotionPaused(true);
    render(<MotionToggle />);
    expect(screen.getByRole('button', { name: 'Pause motion' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps several toggles on the page in sync', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MotionToggle />
        <MotionToggle />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Pause motion' });
    if (!first || !second) throw new Error('expected two toggles');
    await user.click(first);
    expect(second).toHaveAttribute('aria-pressed', 'true');
  });
});
