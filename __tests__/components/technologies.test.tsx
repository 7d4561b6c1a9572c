/** @jest-environment jsdom */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Technologies } from '@/app/(site)/(pages)/(home)/technologies';
import { technologiesSection } from '@/content/technologies';
import { installIntersectionObserver } from '../support/intersection-observer';
import { expectSelectedTab } from '../support/tabs';

// The section reveals itself on scroll: jsdom has no IntersectionObserver of its own.
installIntersectionObserver();

beforeAll(() => {
  // jsdom has no matchMedia (the section's reveal asks about reduced motion).
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
});

// The home page's Technologies & Tools: the tabs and their lists, in order.
const expected: Record<string, string[]> = {
  Frontend: ['HTML5', 'CSS3', 'JavaScript', 'React JS', 'Angular JS', 'TypeScript', 'Vue JS'],
  Backend: [
    'PHP',
    'Java',
    'Node JS',
    'Python',
    'Ruby',
    'Go',
    'Perl',
    'Gradle',
    'Jenkins',
    'Google Cloud',
    'AWS',
    'Firebase',
  ],
  Database: ['MongoDB', 'MySQL', 'PostgreSQL', 'Firebase', 'Redis'],
  Mobile: ['React Native', 'Flutter', 'Ionic', 'Swift', 'Kotlin'],
  Cybersecurity: ['Ruby', 'Python', 'Go', 'Perl'],
  'AI/ML': ['Python', 'R'],
  DevOps: ['Google Cloud', 'AWS', 'Gradle', 'Jenkins'],
};
const labels = Object.keys(expected);

function renderSection() {
  render(
    <>
      <button type="button">Before</button>
      <Technologies />
    </>,
  );
  return userEvent.setup();
}

/** The names as a screen reader hears them: logos and monograms are aria-hidden. */
function namesIn(panel: HTMLElement) {
  return within(panel)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    });
}

const labelOf = (panel: HTMLElement) =>
  document.getElementById(panel.getAttribute('aria-labelledby') ?? '')?.textContent;

describe('Technologies', () => {
  it('has seven tabs in SPEC order, the first selected', () => {
    renderSection();
    expect(
      screen.getByRole('heading', { level: 2, name: technologiesSection.heading }),
    ).toBeVisible();
    const tablist = screen.getByRole('tablist', { name: technologiesSection.tabsLabel });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(labels);
    expectSelectedTab('Frontend');
  });

  it('renders every panel with exactly the listed technologies, inactive ones hidden', () => {
    renderSection();
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(7);
    panels.forEach((panel, index) => {
      const label = labels[index]!;
      expect(labelOf(panel)).toBe(label);
      expect(namesIn(panel)).toEqual(expected[label]);
      if (index === 0) expect(panel).toBeVisible();
      else expect(panel).not.toBeVisible();
    });
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Frontend' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Backend' })).toHaveFocus();
    expectSelectedTab('Backend');
    expect(namesIn(screen.getByRole('tabpanel'))).toEqual(expected.Backend);

    await user.keyboard('{End}');
    expectSelectedTab('DevOps');
    await user.keyboard('{ArrowRight}');
    expectSelectedTab('Frontend');
    await user.keyboard('{ArrowLeft}');
    expectSelectedTab('DevOps');
    await user.keyboard('{ArrowLeft}');
    expectSelectedTab('AI/ML');
    expect(namesIn(screen.getByRole('tabpanel'))).toEqual(['Python', 'R']);
    await user.keyboard('{Home}');
    expectSelectedTab('Frontend');
    expect(screen.getByRole('tab', { name: 'Frontend' })).toHaveFocus();
  });

  it('keeps only the selected tab in the tab order, then moves on to its panel', async () => {
    const user = renderSection();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Mobile');
  });

  it('shows a decorative logo or monogram beside every visible name', () => {
    renderSection();
    for (const panel of screen.getAllByRole('tabpanel', { hidden: true })) {
      for (const item of within(panel).getAllByRole('listitem', { hidden: true })) {
        const mark = item.firstElementChild;
        expect(mark).toHaveAttribute('aria-hidden', 'true');
        expect(mark?.textContent === item.textContent).toBe(false);
      }
    }
    // AWS has no simple-icons logo: a monogram stands in for it.
    const backend = screen.getAllByRole('tabpanel', { hidden: true })[1]!;
    const aws = within(backend).getAllByRole('listitem', { hidden: true })[
      expected.Backend!.indexOf('AWS')
    ];
    expect(aws!.querySelector('[data-monogram]')).toHaveTextContent('AWS');
    const frontend = screen.getByRole('tabpanel');
    const logoOf = (name: string) =>
      within(frontend).getByText(name, { selector: 'li' }).querySelector('img');
    expect(logoOf('React JS')).toHaveAttribute('src', '/tech-logos/react.svg');
    expect(logoOf('HTML5')).toHaveAttribute('alt', '');
  });
});
