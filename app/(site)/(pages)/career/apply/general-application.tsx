import { applicationCopy } from '@/content/careers';
import { careersPage } from '@/content/jobs';
import type { FormReply } from '@/lib/forms/reply';
import { ApplicationPage } from './application-page';

/** The general application page; with `reply`, as the answer to the form without JavaScript. */
export function GeneralApplication({ reply }: { reply?: FormReply }) {
  return (
    <ApplicationPage
      position=""
      path="/career/apply"
      breadcrumb={[
        { name: careersPage.breadcrumb, href: '/career' },
        { name: applicationCopy.title },
      ]}
      cancelHref="/career"
      reply={reply}
    />
  );
}
