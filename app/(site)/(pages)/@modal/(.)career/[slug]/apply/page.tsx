import { notFound } from 'next/navigation';
import { ApplicationDialog } from '@/app/(site)/(pages)/career/apply/application-dialog';
import { PrivacyNotice } from '@/app/(site)/(pages)/career/apply/privacy-notice';
import { allJobs } from '@/lib/cms/content';
import { openJobBySlug, openJobs, positionOptions } from '@/lib/jobs';
import { site } from '@/lib/site';

type Props = { params: Promise<{ slug: string }> };

export const revalidate = 60;

export async function generateStaticParams() {
  return openJobs(await allJobs()).map((job) => ({ slug: job.slug }));
}

/** Apply Now, from the careers list or a posting: the form as a dialog, the job preselected. */
export default async function JobApplicationDialog({ params }: Props) {
  const jobs = await allJobs();
  const job = openJobBySlug(jobs, (await params).slug);
  if (!job) notFound();
  return (
    <ApplicationDialog
      position={job.title}
      positions={positionOptions(jobs)}
      privacyNotice={<PrivacyNotice privacyEmail={site.privacyEmail} headingLevel="h3" />}
      email={site.hrEmail}
    />
  );
}
