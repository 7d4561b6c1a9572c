import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { applicationCopy } from '@/content/careers';
import { allJobs } from '@/lib/cms/content';
import { openJobBySlug, openJobs } from '@/lib/jobs';
import { pageMetadata } from '@/lib/metadata';
import { JobApplication } from './job-application';

type JobApplicationPageProps = { params: Promise<{ slug: string }> };

// Like the job pages: open jobs only. A job published later is rendered on its first request; a
// closed or unpublished one stops answering when the CMS revalidates (or within a minute).
export const revalidate = 60;

export async function generateStaticParams() {
  return openJobs(await allJobs()).map((job) => ({ slug: job.slug }));
}

async function jobFrom(params: JobApplicationPageProps['params']) {
  const job = openJobBySlug(await allJobs(), (await params).slug);
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
