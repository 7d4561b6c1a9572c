/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { expectSelectedTab } from '../support/tabs';

const tabs: readonly TabItem[] = [
  { id: 'analysis', label: 'Analysis', content: <p>Workshops and a prioritised backlog.</p> },
  { id: 'design', label: 'Design', content: <p>Wireframes and prototypes.</p> },
  { id: 'testing', label: 'Testing', content: <p>Automated and device testing.</p> },
];

function renderTabs(defaultTabId?: string) {
  render(
    <>
      <button type="button">Before</button>
      <Tabs tabs={tabs} label="Project phases" defaultTabId={defaultTabId} />
      <button type="button">After</button>
    </>,
  );
  return userEvent.setup();
}

describe('Tabs', () => {
  it('renders a labelled tab list whose tabs control labelled panels', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Project phases' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Design' });
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
  });

  it('selects the first tab by default and renders every panel, hiding the inactive ones', () => {
    renderTabs();
    expectSelectedTab('Analysis');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Workshops and a prioritised backlog.');
    expect(screen.getByText('Wireframes and prototypes.')).not.toBeVisible();
    expect(screen.getByText('Automated and device testing.')).not.toBeVisible();
  });

  it('honours defaultTabId', () => {
    renderTabs('testing');
    expectSelectedTab('Testing');
  });

  it('puts only the selected tab in the tab order, then moves on to the panel', async () => {
    const user = renderTabs();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Analysis' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves selection and focus with the arrow keys, wrapping at both ends', async () => {
    const user = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Analysis' }));
    await user.keyboard('{ArrowRight}');
    expectSelectedTab('Design');
    expect(screen.getByRole('tab', { name: 'Design' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectSelectedTab('Analysis');
    await user.keyboard('{ArrowLeft}');
    expectSelectedTab('Testing');
    expect(screen.getByRole('tab', { name: 'Testing' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Automated and device testing.');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = renderTabs('design');
    await user.click(screen.getByRole('tab', { name: 'Design' }));
    await user.keyboard('{End}');
    expectSelectedTab('Testing');
    expect(screen.getByRole('tab', { name: 'Testing' })).toHaveFocus();
    await user.keyboard('{Home}');
    expectSelectedTab('Analysis');
    expect(screen.getByRole('tab', { name: 'Analysis' })).toHaveFocus();
  });

  it('ignores other keys', async () => {
    const user = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Analysis' }));
    await user.keyboard('{ArrowDown}a');
    expectSelectedTab('Analysis');
  });

  it('selects a tab on click and shows its panel', async () => {
    const user = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Testing' }));
    expectSelectedTab('Testing');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Automated and device testing.');
    expect(screen.getByText('Workshops and a prioritised backlog.')).not.toBeVisible();
  });
});
