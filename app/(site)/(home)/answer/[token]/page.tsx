import type { Metadata } from 'next';
import { getLaunchSection } from '@/content/launch';
import { readAnswer } from '@/lib/forms/answer-store';
import { replyFrom } from '@/lib/forms/reply';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { HomeContent } from '../../home-content';

type NotifyAnswerProps = { params: Promise<{ token: string }> };

// proxy.ts shows this for /?answer=<token>: Notify Me's answer without JavaScript.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: site.name, description: site.description, path: '/' }),
  title: { absolute: `${site.name} | ${site.tagline}` },
  robots: { index: false },
};

export default async function NotifyAnswerPage({ params }: NotifyAnswerProps) {
  const answer = await readAnswer('notify', (await params).token);
  const reply = answer ? replyFrom(answer, getLaunchSection().form, site.salesEmail) : undefined;
  return <HomeContent notifyReply={reply} />;
}
