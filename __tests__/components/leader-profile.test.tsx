/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { LeaderCards } from '@/app/(site)/(pages)/about/team/leader-card';
import { LeaderProfileBody } from '@/app/(site)/(pages)/about/team/leader-profile-body';
import type { Leader } from '@/content/leaders';
import { seedLeaders } from '@/lib/cms/seed/leaders';
import { recordingRouter } from '../support/router';

const [ceo, coo] = seedLeaders as unknown as [Leader, Leader];

describe('LeaderProfileBody', () => {
  it.each(['h2', 'h3'] as const)(
    'shows the leader’s About, Key Achievements and Specialties, headed by %s',
    (headingLevel) => {
      render(<LeaderProfileBody leader={ceo} headingLevel={headingLevel} />);
      expect(
        screen
          .getAllByRole('heading', { level: Number(headingLevel[1]) })
          .map((heading) => heading.textContent),
      ).toEqual(['About', 'Key Achievements', 'Specialties']);
      expect(screen.getByText(ceo.about)).toBeVisible();
      const [achievements, specialties] = screen.getAllByRole('list');
      expect(within(achievements!).getAllByRole('listitem')).toHaveLength(ceo.achievements.length);
      expect(within(specialties!).getAllByRole('listitem')).toHaveLength(ceo.specialties.length);
      expect(screen.getByText(ceo.badge)).toBeVisible();
    },
  );

  it('links to LinkedIn in a new tab, saying so, and to the leader’s e-mail', () => {
    render(<LeaderProfileBody leader={coo} headingLevel="h2" />);
    const connect = screen.getByRole('link', { name: /^Connect.*\(opens in a new tab\)$/ });
    expect(connect).toHaveAttribute('href', coo.social.linkedin);
    expect(connect).toHaveAttribute('target', '_blank');
    expect(connect).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const email = screen.getByRole('link', { name: new RegExp(`^Email ${coo.name}$`) });
    expect(email).toHaveAttribute('href', `mailto:${coo.social.email}`);
  });

  it('shows the initials placeholder when there is no photo', () => {
    const { container } = render(
      <LeaderProfileBody leader={{ ...ceo, image: undefined }} headingLevel="h2" />,
    );
    expect(within(container).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('AM').closest('[data-avatar="placeholder"]')).not.toBeNull();
  });

  it('swaps a photo that fails to load for the initials placeholder', async () => {
    const withPhoto: Leader = { ...ceo, image: '/leaders/missing-photo.webp' };
    render(<LeaderProfileBody leader={withPhoto} headingLevel="h2" />);
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
  it('shows each leader’s badge, position and department, and links to the full profile', () => {
    render(<LeaderCards leaders={[ceo, coo]} />, { wrapper: recordingRouter().Provider });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('CEO')).toBeVisible();
    expect(within(second!).getByText('COO')).toBeVisible();
    expect(within(first!).getByRole('heading', { level: 3, name: ceo.name })).toBeVisible();
    expect(within(second!).getByText(coo.position)).toBeVisible();
    expect(within(second!).getByText(coo.department)).toBeVisible();
    for (const leader of [ceo, coo]) {
      // jsdom puts a space between the visible label and its screen-reader context.
      expect(
        screen.getByRole('link', { name: new RegExp(`^View Full Profile\\W+${leader.name}$`) }),
      ).toHaveAttribute('href', `/about/team/${leader.id}`);
    }
  });

  it('loads the portraits lazily, unless the cards open the page: then the first row at once, the first one first', () => {
    const portraits = () => screen.getAllByRole('img', { name: /^Portrait of / });
    const { unmount } = render(<LeaderCards leaders={[ceo, coo, ceo]} />, {
      wrapper: recordingRouter().Provider,
    });
    for (const portrait of portraits()) {
      expect(portrait).toHaveAttribute('loading', 'lazy');
      expect(portrait).not.toHaveAttribute('fetchpriority');
    }
    unmount();

    render(<LeaderCards leaders={[ceo, coo, ceo]} aboveTheFold />, {
      wrapper: recordingRouter().Provider,
    });
    const [first, second, third] = portraits();
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'eager');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(third).toHaveAttribute('loading', 'lazy');
  });

  it('draws the first portrait from the address given (the drawing written into the page), the others from their files', () => {
    const inlined = 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E';
    render(<LeaderCards leaders={[ceo, coo, ceo]} aboveTheFold firstImageSrc={inlined} />, {
      wrapper: recordingRouter().Provider,
    });
    const [first, second, third] = screen.getAllByRole('img', { name: /^Portrait of / });
    expect(first).toHaveAttribute('src', inlined);
    expect(second).toHaveAttribute('src', coo.image);
    expect(third).toHaveAttribute('src', ceo.image);
  });
});
