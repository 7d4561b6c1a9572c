import { screen } from '@testing-library/react';

/** Exactly the tab named `label` is selected and in the tab order, and the panel shows it. */
export function expectSelectedTab(label: string) {
  for (const tab of screen.getAllByRole('tab')) {
    const selected = tab.textContent === label;
    expect(tab).toHaveAttribute('aria-selected', String(selected));
    expect(tab).toHaveAttribute('tabindex', selected ? '0' : '-1');
  }
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(label);
}
