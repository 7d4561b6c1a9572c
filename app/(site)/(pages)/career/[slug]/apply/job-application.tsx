import { applicationCopy } from '@/content/careers';
import { careersPage, type Job } from '@/content/jobs';
import type { FormState } from '@/lib/forms/state';
import { ApplicationPage } from '../../apply/application-page';

/**
 * The application page for one job; with `initialState`, as the answer to the form sent without
 * JavaScript.
 */
export function JobApplication({ job, initialState }: { job: Job; initialState?: FormState }) {
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
      initialState={initialState}
    />
  );
}
