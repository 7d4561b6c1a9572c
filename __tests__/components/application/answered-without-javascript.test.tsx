/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ApplicationForm } from '@/app/(site)/(pages)/career/apply/application-form';
import { PrivacyNotice } from '@/app/(site)/(pages)/career/apply/privacy-notice';
import { HR_EMAIL, positions, sends } from './harness';

describe('application form shown again by the server (sent without JavaScript)', () => {
  const kept = { token: 'k'.repeat(32), name: 'Jane CV.pdf' };
  const answered = {
    status: null,
    values: { first_name: 'Jane', email: 'jane@bad', experience: '3-5', position: 'Other' },
    errors: { email: 'Please enter a valid email', phone: 'Phone number is required' },
    keptResume: kept,
  };

  it('is a multipart form the browser can post itself, the kept resume ticked before the file', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ApplicationForm
        email={HR_EMAIL}
        position=""
        positions={positions}
        privacyNotice={<PrivacyNotice privacyEmail="p@example.com" headingLevel="h3" />}
        initialState={answered}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/api/apply');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form.querySelector('button[type="submit"]')).toBeEnabled();
    expect(form.querySelector('[name="first_name"]')).toHaveValue('Jane');
    expect(form.querySelector('[name="email"]')).toHaveValue('jane@bad');
    expect(form.querySelector('[name="experience"]')).toHaveValue('3-5');
    expect(form.querySelector('[name="position"]')).toHaveValue('Other');
    expect(container.textContent).toContain('Jane CV.pdf received — keep it or choose another.');
    // Every field is posted under the API's name, and the kept resume ahead of the file.
    const names = [...form.querySelectorAll('[name]')].map((element) =>
      element.getAttribute('name'),
    );
    expect(names.indexOf('kept_resume')).toBeLessThan(names.indexOf('resume'));
    expect(form.querySelector('[name="kept_resume"]')).toHaveAttribute('value', kept.token);
    expect(form.querySelector('[name="kept_resume"]')).toBeChecked();
    expect(
      [...container.querySelectorAll('#error-summary a')].map((a) => a.getAttribute('href')),
    ).toEqual(['#application-email', '#application-phone']);
  });

  it('sends the kept resume by its token with JavaScript too, with no file', async () => {
    const user = userEvent.setup();
    render(
      <ApplicationForm
        email={HR_EMAIL}
        position=""
        positions={positions}
        privacyNotice={<PrivacyNotice privacyEmail="p@example.com" headingLevel="h3" />}
        initialState={answered}
      />,
    );
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.org');
    await user.type(screen.getByLabelText(/Last Name/), 'Doe');
    await user.type(screen.getByLabelText(/Phone Number/), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(sends.calls).toHaveLength(1));
    expect(sends.calls[0]!.fields.kept_resume).toBe(kept.token);
    expect(sends.calls[0]!.resume).toBeUndefined();
  });
});
