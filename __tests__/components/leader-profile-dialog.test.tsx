/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LeaderCards } from '@/app/(site)/about/team/leader-card';
import { LeaderProfileDialog } from '@/app/(site)/about/team/leader-profile-dialog';
import { LeadershipSection } from '@/app/(site)/about/team/leadership-section';
import { leaderProfileId } from '@/app/(site)/about/team/profile-button';
import { getLeaders, leaderLabels, type Leader } from '@/content/leaders';
import { installDialogMethods } from '../support/dialog-element';
import { installIntersectionObserver } from '../support/intersection-observer';

beforeAll(installDialogMethods);
// The section reveals itself on scroll: jsdom has no IntersectionObserver of its own.
installIntersectionObserver();

const leaders = getLeaders();
const [ceo, coo] = leaders as [Leader, Leader];

// jsdom puts a space between the visible label and its screen-reader context; browsers do not.
const viewProfileName = (leader: Leader) => new RegExp(`^View Full Profile\\W+${leader.name}$`);

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

describe('LeadershipSection before hydration and without JavaScript', () => {
  /** What a visitor without JavaScript gets: the server's HTML. */
  function serverHtml() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LeadershipSection className="py-16" />);
    return container;
  }

  it('links each View Full Profile to the whole profile on the page', () => {
    const container = serverHtml();
    expect(container.querySelectorAll('button')).toHaveLength(0);
    for (const leader of leaders) {
      const link = within(container).getByRole('link', { name: viewProfileName(leader) });
      expect(link).toHaveAttribute('href', `#${leaderProfileId(leader)}`);
      expect(link).not.toHaveAttribute('aria-haspopup');
    }
  });

  it('has every part of every profile, shown only while the address names it', () => {
    const container = serverHtml();
    for (const leader of leaders) {
      const profile = container.querySelector(`#${leaderProfileId(leader)}`);
      if (!(profile instanceof HTMLElement)) throw new Error(`no profile for ${leader.id}`);
      expect(profile).toHaveClass('hidden', 'target:block');
      expect(profile).toHaveAttribute('role', 'article');
      const title = within(profile).getByRole('heading', { level: 3, name: leader.name });
      expect(profile).toHaveAttribute('aria-labelledby', title.id);
      expect(within(profile).getByText(leaderLabels.profileDescription(leader))).toBeTruthy();
      expect(
        within(profile)
          .getAllByRole('heading', { level: 4 })
          .map((heading) => heading.textContent),
      ).toEqual([leaderLabels.about, leaderLabels.achievements, leaderLabels.specialties]);
      expect(within(profile).getByText(leader.about)).toBeTruthy();
      const [achievements, specialties] = within(profile).getAllByRole('list');
      expect(
        within(achievements!)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([...leader.achievements]);
      expect(
        within(specialties!)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([...leader.specialties]);
      expect(
        within(profile).getByRole('link', { name: /^Connect.*\(opens in a new tab\)$/ }),
      ).toHaveAttribute('href', leader.social.linkedin);
      expect(
        within(profile).getByRole('link', { name: new RegExp(`^Email\\W+${leader.name}$`) }),
      ).toHaveAttribute('href', `mailto:${leader.social.email}`);
      expect(within(profile).getByRole('link', { name: leaderLabels.backToTeam })).toHaveAttribute(
        'href',
        '#leadership',
      );
      // Hidden copies must cost nothing: their portraits load only once shown.
      for (const image of profile.querySelectorAll('img')) {
        expect(image).toHaveAttribute('loading', 'lazy');
      }
    }
  });

  it('keeps the cards the section’s only <article> elements, and every id unique', () => {
    const container = serverHtml();
    expect(container.querySelectorAll('#leadership article')).toHaveLength(leaders.length);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('View Full Profile on hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  async function hydrate(container: HTMLElement) {
    await act(async () => {
      root = hydrateRoot(container, <LeaderCards leaders={leaders} />);
    });
  }

  it('becomes a button that opens the dialog, keeping the focus it had as a link', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LeaderCards leaders={leaders} />);
    document.body.append(container);
    within(container)
      .getByRole('link', { name: viewProfileName(coo) })
      .focus();

    await hydrate(container);
    expect(within(container).queryAllByRole('link')).toHaveLength(0);
    const opener = within(container).getByRole('button', { name: viewProfileName(coo) });
    expect(opener).toHaveFocus();
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: coo.name })).toBeVisible();
  });
});

describe('LeaderCards when the dialog’s code cannot be downloaded', () => {
  let unmount = () => {};
  afterEach(() => {
    unmount();
    unmount = () => {};
    jest.dontMock('@/app/(site)/about/team/leader-profile-dialog');
    jest.resetModules();
    window.location.hash = '';
    document.body.replaceChildren();
  });

  it('shows the profile’s copy on the page instead', async () => {
    jest.resetModules();
    jest.doMock('@/app/(site)/about/team/leader-profile-dialog', () => {
      throw new Error('Loading chunk failed (offline)');
    });
    // A fresh module registry, so React and the cards must come from the same (new) one.
    const { act: freshAct } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const { LeaderCards: FreshLeaderCards } = await import('@/app/(site)/about/team/leader-card');
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    unmount = () => freshAct(() => root.unmount());
    await freshAct(async () => root.render(<FreshLeaderCards leaders={leaders} />));

    const opener = within(container).getByRole('button', { name: viewProfileName(ceo) });
    await freshAct(async () => opener.click());
    await waitFor(() => expect(window.location.hash).toBe(`#${leaderProfileId(ceo)}`));
    expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  });
});
