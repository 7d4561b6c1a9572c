import { Text } from '@react-email/components';
import type { NotifyRequest } from '@/lib/validation/notify';
import type { MailContext } from './enquiry';
import { headerText } from './header-text';
import {
  FieldList,
  formatIst,
  MailLayout,
  PrivacyStampNotice,
  siteMessage,
  SpamNotice,
  staffHeaders,
  subjectTag,
} from './layout';

/**
 * A new address for the launch list, to the sales inbox. The subscriber is only in Reply-To, so
 * one click answers them; the address was validated, and headerText keeps it to one line.
 */
export function notifyMessage(request: NotifyRequest, context: MailContext) {
  return siteMessage(
    context,
    {
      to: context.to,
      replyTo: { name: '', address: request.email },
      subject: headerText(`${subjectTag(context)} Launch list: ${request.email}`, 150),
      headers: staffHeaders(context),
    },
    <MailLayout heading="New address for the launch list">
      <SpamNotice spam={context.spam} />
      <Text>
        {`A visitor asked to be told when the new product launches (Notify Me on ${context.siteUrl}). Reply to this e-mail to write to them.`}
      </Text>
      <FieldList
        fields={[
          { label: 'Reference', value: context.reference },
          { label: 'Email', value: request.email },
          { label: 'Received', value: formatIst(context.receivedAt) },
        ]}
      />
      <PrivacyStampNotice privacy={context.privacy} />
    </MailLayout>,
  );
}
