import 'server-only';
import { privacyStamp } from '@/lib/privacy/notice';
import { site } from '@/lib/site';
import type { Screening } from '@/lib/spam/screen';
import type { NotifyRequest } from '@/lib/validation/notify';
import { getMailer } from './index';
import { notifyMessage } from './notify';

/**
 * The sales inbox must have the address (stored in the mail queue) before we answer 201, marked
 * when it was scored as likely spam (an address already on the list is one such signal). No
 * acknowledgement goes to the subscriber: the next e-mail they get is the launch news itself,
 * and an automatic reply to any address typed into a public form would invite abuse.
 */
export async function sendNotify(
  request: NotifyRequest,
  reference: string,
  screening: Screening,
  receivedAt = new Date(),
): Promise<void> {
  await getMailer().send(
    await notifyMessage(request, {
      siteName: site.name,
      siteUrl: site.url,
      from: site.mailFrom,
      to: site.salesEmail,
      receivedAt,
      reference,
      spam: screening.reasons,
      privacy: privacyStamp('notify', request, receivedAt),
    }),
  );
}
