import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { applicationCopy } from '@/content/careers';
import { getJobBySlug, getOpenJobs } from '@/lib/jobs';
import { pageMetadata } from '@/lib/metadata';
import { JobApplication } from './job-application';

type JobApplicationPageProps = { params: Promise<{ slug: string }> };

// Like the job pages: open jobs only, and a closed posting stops answering within a minute.
export const dynamicParams = false;
export const revalidate = 60;

export function generateStaticParams() {
  return getOpenJobs().map((job) => ({ slug: job.slug }));
}

async function jobFrom(params: JobApplicationPageProps['params']) {
  const job = getJobBySlug((await params).slug);
  if (!job) notFound();
  return job;
}

export async function generateMetadata({ params }: JobApplicationPageProps): Promise<Metadata> {
  const job = await jobFrom(params);
  return pageMetadata({
    title: `${applicationCopy.titleFor} ${job.title}`,
    description: applicationCopy.descriptionFor(job.title),
    path: `/career/${job.slug}/apply`,
  });
}

export default async function JobApplicationPage({ params }: JobApplicationPageProps) {
  return <JobApplication job={await jobFrom(params)} />;
}
