// What the application form's tests share: the open positions, fetch standing in for the XHR
// sender's upload (lib/hooks: the form sends multipart FormData), and the form rendered alone.
import { afterEach, beforeAll, beforeEach, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { ApplicationForm } from '@/app/(site)/(pages)/career/apply/application-form';
import { PrivacyNotice } from '@/app/(site)/(pages)/career/apply/privacy-notice';
import { installDialogMethods } from '../../support/dialog-element';
import { reply, stubFetch } from '../../support/fetch-stub';

export { reply };

/** The HR address the form is given, which a refused send offers to write to. */
export const HR_EMAIL = 'careers@example.com';

export const positions = [
  'Senior Frontend Developer',
  'Product Manager',
  'DevOps Engineer',
  'Data Scientist',
  'UX/UI Designer',
  'Other',
];

// Typing a whole application with user-event takes a few seconds in jsdom.
jest.setTimeout(20_000);

beforeAll(installDialogMethods);

/** Every send: its fields and resume read back from the FormData; answered 201 unless told. */
export const sends = stubFetch(
  (url, init) => {
    const body = init?.body as FormData;
    const fields: Record<string, string> = {};
    let resume: File | undefined;
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else if (name === 'resume') resume = value;
    }
    return { url, fields, resume, headers: init?.headers };
  },
  async () => reply(201, { ok: true, reference: 'APP-7K3M9Q' }),
);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

export const pdf = (name = 'Priya Shah CV.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

export function renderForm(position = '') {
  const onCancel = jest.fn();
  const onSent = jest.fn();
  render(
    <ApplicationForm
      email={HR_EMAIL}
      position={position}
      positions={positions}
      privacyNotice={<PrivacyNotice privacyEmail="privacy@example.com" headingLevel="h3" />}
      onCancel={onCancel}
      onSent={onSent}
    />,
  );
  return { onCancel, onSent };
}

export async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Priya');
  await user.type(screen.getByLabelText(/Last Name/), 'Shah');
  await user.type(screen.getByLabelText(/^Email/), 'priya@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '+91 98765 43210');
  await user.selectOptions(screen.getByLabelText(/Years of Experience/), '3-5');
}

export const resumeInput = () => screen.getByLabelText(/^Resume/);
export const submitButton = () => screen.getByRole('button', { name: 'Submit Application' });
