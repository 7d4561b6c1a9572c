import { applicationCopy } from '@/content/careers';
import { careersPage, type Job } from '@/content/jobs';
import type { FormReply } from '@/lib/forms/reply';
import { ApplicationPage } from '../../apply/application-page';

/** The application page for one job; with `reply`, as the answer to the form without JavaScript. */
export function JobApplication({ job, reply }: { job: Job; reply?: FormReply }) {
  return (
    <ApplicationPage
      position={job.title}
      path={`/career/${job.slug}/apply`}
      breadcrumb={[
        { name: careersPage.breadcrumb, href: '/career' },
        { name: job.title, href: `/career/${job.slug}` },
        { name: applicationCopy.breadcrumb },
      ]}
      cancelHref={`/career/${job.slug}`}
      reply={reply}
    />
  );
}
