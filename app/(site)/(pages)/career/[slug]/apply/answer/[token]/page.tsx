import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { applicationCopy } from '@/content/careers';
import { allJobs } from '@/lib/cms/content';
import { readFormState } from '@/lib/forms/server/answer-store';
import { openJobBySlug } from '@/lib/jobs';
import { site } from '@/lib/site';
import { JobApplication } from '../../job-application';

type JobApplicationAnswerProps = { params: Promise<{ slug: string; token: string }> };

// proxy.ts shows this for /career/<job>/apply?answer=<token>: the form's answer without JavaScript.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: applicationCopy.title, robots: { index: false } };

export default async function JobApplicationAnswerPage({ params }: JobApplicationAnswerProps) {
  const { slug, token } = await params;
  const job = openJobBySlug(await allJobs(), slug);
  if (!job) notFound();
  const initialState = await readFormState('apply', token, applicationCopy.messages, site.hrEmail);
  return <JobApplication job={job} initialState={initialState} />;
}
