import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { applicationCopy } from '@/content/careers';
import { readAnswer } from '@/lib/forms/answer-store';
import { replyFrom } from '@/lib/forms/reply';
import { getJobBySlug } from '@/lib/jobs';
import { site } from '@/lib/site';
import { JobApplication } from '../../job-application';

type JobApplicationAnswerProps = { params: Promise<{ slug: string; token: string }> };

// proxy.ts shows this for /career/<job>/apply?answer=<token>: the form's answer without JavaScript.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: applicationCopy.title, robots: { index: false } };

export default async function JobApplicationAnswerPage({ params }: JobApplicationAnswerProps) {
  const { slug, token } = await params;
  const job = getJobBySlug(slug);
  if (!job) notFound();
  const answer = await readAnswer('apply', token);
  const reply = answer ? replyFrom(answer, applicationCopy.messages, site.hrEmail) : undefined;
  return <JobApplication job={job} reply={reply} />;
}
