import type { Metadata } from 'next';
import { applicationCopy } from '@/content/careers';
import { readReply } from '@/lib/forms/server/answer-store';
import { site } from '@/lib/site';
import { GeneralApplication } from '../../general-application';

type GeneralApplicationAnswerProps = { params: Promise<{ token: string }> };

// proxy.ts shows this for /career/apply?answer=<token>: the form's answer without JavaScript.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: applicationCopy.title, robots: { index: false } };

export default async function GeneralApplicationAnswerPage({
  params,
}: GeneralApplicationAnswerProps) {
  const { token } = await params;
  const reply = await readReply('apply', token, applicationCopy.messages, site.hrEmail);
  return <GeneralApplication reply={reply} />;
}
