import type { Metadata } from 'next';
import { contactPage } from '@/content/contact';
import { readFormState } from '@/lib/forms/server/answer-store';
import { site } from '@/lib/site';
import { ContactContent, contactMetadata } from '../../contact-content';

type ContactAnswerProps = { params: Promise<{ token: string }> };

// proxy.ts shows this for /contact?answer=<token>: the contact form's answer without JavaScript.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { ...contactMetadata, robots: { index: false } };

export default async function ContactAnswerPage({ params }: ContactAnswerProps) {
  const { token } = await params;
  const initialState = await readFormState('contact', token, contactPage.messages, site.salesEmail);
  return <ContactContent initialState={initialState} />;
}
