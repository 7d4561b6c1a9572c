import { applicationCopy } from '@/content/careers';
import { careersPage } from '@/content/jobs';
import { pageMetadata } from '@/lib/metadata';
import { ApplicationPage } from './application-page';

// The position list follows the jobs' closing dates, as the job pages do.
export const revalidate = 60;

export const metadata = pageMetadata({
  title: applicationCopy.title,
  description: applicationCopy.generalDescription,
  path: '/career/apply',
});

/** A general application: no job preselected. */
export default function GeneralApplicationPage() {
  return (
    <ApplicationPage
      position=""
      path="/career/apply"
      breadcrumb={[
        { name: careersPage.breadcrumb, href: '/career' },
        { name: applicationCopy.title },
      ]}
      cancelHref="/career"
    />
  );
}
