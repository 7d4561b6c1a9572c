import { notFound } from 'next/navigation';
import { ApplicationDialog } from '@/app/(site)/career/apply/application-dialog';
import { PrivacyNotice } from '@/app/(site)/career/apply/privacy-notice';
import { getJobBySlug, getOpenJobs, positionOptions } from '@/lib/jobs';
import { site } from '@/lib/site';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const revalidate = 60;

export function generateStaticParams() {
  return getOpenJobs().map((job) => ({ slug: job.slug }));
}

/** Apply Now, from the careers list or a posting: the form as a dialog, the job preselected. */
export default async function JobApplicationDialog({ params }: Props) {
  const job = getJobBySlug((await params).slug);
  if (!job) notFound();
  return (
    <ApplicationDialog
      position={job.title}
      positions={positionOptions()}
      privacyNotice={<PrivacyNotice privacyEmail={site.privacyEmail} headingLevel="h3" />}
    />
  );
}
