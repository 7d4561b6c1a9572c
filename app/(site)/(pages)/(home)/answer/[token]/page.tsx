import type { Metadata } from 'next';
import { getLaunchSection } from '@/content/launch';
import { readFormState } from '@/lib/forms/server/answer-store';
import { site } from '@/lib/site';
import { HomeContent, homeMetadata } from '../../home-content';

type NotifyAnswerProps = { params: Promise<{ token: string }> };

// proxy.ts shows this for /?answer=<token>: Notify Me's answer without JavaScript.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { ...homeMetadata, robots: { index: false } };

export default async function NotifyAnswerPage({ params }: NotifyAnswerProps) {
  const { token } = await params;
  const initialState = await readFormState(
    'notify',
    token,
    getLaunchSection().form,
    site.salesEmail,
  );
  return <HomeContent notifyState={initialState} />;
}
