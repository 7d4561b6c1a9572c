import type { Metadata } from 'next';
import { contactPage } from '@/content/contact';
import { readAnswer } from '@/lib/forms/answer-store';
import { replyFrom } from '@/lib/forms/reply';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { ContactContent } from '../../contact-content';

type ContactAnswerProps = { params: Promise<{ token: string }> };

// proxy.ts shows this for /contact?answer=<token>: the contact form's answer without JavaScript.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({
    title: contactPage.title,
    description: contactPage.description,
    path: '/contact',
  }),
  robots: { index: false },
};

export default async function ContactAnswerPage({ params }: ContactAnswerProps) {
  const answer = await readAnswer('contact', (await params).token);
  const reply = answer ? replyFrom(answer, contactPage.messages, site.salesEmail) : undefined;
  return <ContactContent reply={reply} />;
}
