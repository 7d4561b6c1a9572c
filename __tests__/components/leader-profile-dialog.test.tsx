/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaderCards } from '@/components/leaders/leader-card';
import { LeaderProfileDialog } from '@/components/leaders/leader-profile-dialog';
import { getLeaders, type Leader } from '@/content/leaders';
import { installDialogMethods } from '../support/dialog-element';

beforeAll(installDialogMethods);

const [ceo, coo] = getLeaders() as [Leader, Leader];

describe('LeaderProfileDialog', () => {
  it('shows nothing while no leader is selected', () => {
    render(<LeaderProfileDialog leader={null} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the leader’s About, Key Achievements and Specialties', () => {
    render(<LeaderProfileDialog leader={ceo} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: ceo.name });
    expect(dialog).toHaveAccessibleDescription(`${ceo.position}, ${ceo.department}`);
    for (const heading of ['About', 'Key Achievements', 'Specialties']) {
      expect(within(dialog).getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    expect(within(dialog).getByText(ceo.about)).toBeVisible();
    const [achievements, specialties] = within(dialog).getAllByRole('list');
    expect(within(achievements!).getAllByRole('listitem')).toHaveLength(ceo.achievements.length);
    expect(within(specialties!).getAllByRole('listitem')).toHaveLength(ceo.specialties.length);
  });

  it('links to LinkedIn in a new tab, saying so, and to the leader’s e-mail', () => {
    render(<LeaderProfileDialog leader={coo} onClose={jest.fn()} />);
    const connect = screen.getByRole('link', { name: /^Connect.*\(opens in a new tab\)$/ });
    expect(connect).toHaveAttribute('href', coo.social.linkedin);
    expect(connect).toHaveAttribute('target', '_blank');
    expect(connect).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const email = screen.getByRole('link', { name: new RegExp(`^Email ${coo.name}$`) });
    expect(email).toHaveAttribute('href', `mailto:${coo.social.email}`);
  });

  it('calls onClose from its Close button', async () => {
    const onClose = jest.fn();
    render(<LeaderProfileDialog leader={ceo} onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the initials placeholder when there is no photo', () => {
    render(<LeaderProfileDialog leader={{ ...ceo, image: undefined }} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByText('AM').closest('[data-avatar="placeholder"]')).not.toBeNull();
  });

  it('swaps a photo that fails to load for the initials placeholder', async () => {
    const withPhoto: Leader = { ...ceo, image: '/leaders/missing-photo.webp' };
    render(<LeaderProfileDialog leader={withPhoto} onClose={jest.fn()} />);
    const photo = await screen.findByRole('img', { name: `Portrait of ${ceo.name}` });
    expect(screen.queryByText('AM')).not.toBeInTheDocument();
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: `Portrait of ${ceo.name}` })).not.toBeInTheDocument();
    expect(screen.getByText('AM').closest('[data-avatar="placeholder"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

describe('LeaderCards', () => {
  it('opens the profile of the card whose button was used and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<LeaderCards leaders={[ceo, coo]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const opener = screen.getByRole('button', {
      name: new RegExp(`^View Full Profile\\W+${coo.name}$`),
    });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    // The dialog's code loads on first use, so it appears after a tick.
    expect(await screen.findByRole('dialog', { name: coo.name })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows each leader’s badge, position and department on the card', () => {
    render(<LeaderCards leaders={[ceo, coo]} />);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('CEO')).toBeVisible();
    expect(within(second!).getByText('COO')).toBeVisible();
    expect(within(first!).getByRole('heading', { level: 3, name: ceo.name })).toBeVisible();
    expect(within(second!).getByText(coo.position)).toBeVisible();
    expect(within(second!).getByText(coo.department)).toBeVisible();
  });
});
