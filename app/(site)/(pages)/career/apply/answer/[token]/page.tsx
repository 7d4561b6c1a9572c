import type { Metadata } from 'next';
import { applicationCopy } from '@/content/careers';
import { readFormState } from '@/lib/forms/server/answer-store';
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
  const initialState = await readFormState('apply', token, applicationCopy.messages, site.hrEmail);
  return <GeneralApplication initialState={initialState} />;
}
