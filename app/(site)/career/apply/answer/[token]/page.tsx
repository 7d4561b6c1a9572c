import type { Metadata } from 'next';
import { applicationCopy } from '@/content/careers';
import { readAnswer } from '@/lib/forms/answer-store';
import { replyFrom } from '@/lib/forms/reply';
import { site } from '@/lib/site';
import { GeneralApplication } from '../../general-application';

type GeneralApplicationAnswerProps = { params: Promise<{ token: string }> };

// proxy.ts shows this for /career/apply?answer=<token>: the form's answer without JavaScript.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: applicationCopy.title, robots: { index: false } };

export default async function GeneralApplicationAnswerPage({
  params,
}: GeneralApplicationAnswerProps) {
  const answer = await readAnswer('apply', (await params).token);
  const reply = answer ? replyFrom(answer, applicationCopy.messages, site.hrEmail) : undefined;
  return <GeneralApplication reply={reply} />;
}
