/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticeTranslations } from '@/components/privacy/notice-translations';
import { noticeTranslations } from '@/content/privacy-notices';

describe('NoticeTranslations', () => {
  it('is a disclosure whose summary names each language in its own language', () => {
    const { container } = render(<NoticeTranslations translations={noticeTranslations.notify} />);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    const summary = details.querySelector('summary')!;
    expect(within(summary).getByText('हिन्दी में पढ़ें')).toHaveAttribute('lang', 'hi');
    expect(within(summary).getByText('ગુજરાતીમાં વાંચો')).toHaveAttribute('lang', 'gu');
  });

  it('opens on a click of its summary', async () => {
    const { container } = render(<NoticeTranslations translations={noticeTranslations.enquiry} />);
    await userEvent.setup().click(screen.getByText('हिन्दी में पढ़ें'));
    expect(container.querySelector('details')).toHaveAttribute('open');
  });

  it.each(['application', 'enquiry', 'notify'] as const)(
    'shows the %s notice in Hindi and Gujarati, each marked with its lang and linking to the policy in it',
    (notice) => {
      const { container } =
        notice === 'application'
          ? render(
              <NoticeTranslations
                translations={noticeTranslations[notice]}
                privacyEmail="privacy@acme.test"
              />,
            )
          : render(<NoticeTranslations translations={noticeTranslations[notice]} />);
      for (const translation of noticeTranslations[notice]) {
        const block = container.querySelector<HTMLElement>(
          `details > div > [lang="${translation.lang}"]`,
        )!;
        expect(block).toHaveTextContent(translation.text);
        expect(within(block).getByRole('link', { name: translation.policyLink })).toHaveAttribute(
          'href',
          `/privacy/${translation.lang}`,
        );
        expect(within(block).getByRole('link', { name: translation.policyLink })).toHaveAttribute(
          'hreflang',
          `${translation.lang}-IN`,
        );
      }
    },
  );

  it('gives the privacy address as a mailto link in the application notice', () => {
    const { container } = render(
      <NoticeTranslations
        translations={noticeTranslations.application}
        privacyEmail="privacy@acme.test"
      />,
    );
    const hindi = container.querySelector<HTMLElement>('details [lang="hi"] p')!;
    expect(hindi).toHaveTextContent(
      `${noticeTranslations.application[0].erasure.before} privacy@acme.test ${noticeTranslations.application[0].erasure.after}`,
    );
    expect(within(hindi).getByRole('link', { name: 'privacy@acme.test' })).toHaveAttribute(
      'href',
      'mailto:privacy@acme.test',
    );
  });
});
