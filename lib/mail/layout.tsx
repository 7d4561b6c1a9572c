import 'server-only';
import {
  Body,
  Head,
  Heading,
  Html,
  Link,
  plainTextSelectors,
  render,
  Text,
} from '@react-email/components';
import { compile } from 'html-to-text';
import type Mail from 'nodemailer/lib/mailer';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { privacyHeaders, privacyStampText, type PrivacyStamp } from '@/lib/privacy/notice';
import type { SpamReason } from '@/lib/spam/screen';

type Field = { label: string; value: string };

type Headers = Pick<Mail.Options, 'to' | 'replyTo' | 'subject' | 'attachments'> & {
  headers?: Record<string, string>;
};

/**
 * An acknowledgement is an automatic reply (RFC 3834): auto-responders must not answer it, and
 * Exchange's X-Auto-Response-Suppress asks the same of out-of-office replies.
 */
export const AUTO_REPLY_HEADERS = {
  'Auto-Submitted': 'auto-replied',
  'X-Auto-Response-Suppress': 'All',
};

/** What staff need to know of a submission scored as likely spam: the signals it showed. */
type Spam = { spam?: readonly SpamReason[] };

/**
 * The start of a staff subject: '[ENQ-4D8P2X]', and '[Possible spam]' after it for a submission
 * scored as likely spam, so a mail rule can file it apart.
 */
export function subjectTag({ reference, spam = [] }: { reference: string } & Spam): string {
  return spam.length > 0 ? `[${reference}] [Possible spam]` : `[${reference}]`;
}

type Privacy = { privacy?: PrivacyStamp };

/**
 * Headers of a staff message: the signals of likely spam (X-Possible-Spam), and the privacy
 * notice shown and the date to delete the message by (X-Privacy-Notice, X-Delete-By), for mail
 * rules.
 */
export function staffHeaders({ spam = [], privacy }: Spam & Privacy): Record<string, string> {
  return {
    ...(spam.length > 0
      ? { 'X-Possible-Spam': spam.map((reason) => reason.signal).join(', ') }
      : {}),
    ...(privacy ? privacyHeaders(privacy) : {}),
  };
}

/** At the end of a staff message: the privacy notice the visitor was shown, and the delete-by date. */
export function PrivacyStampNotice({ privacy }: Privacy) {
  return privacy ? <Text style={{ color: '#475569' }}>{privacyStampText(privacy)}</Text> : null;
}

/** At the top of a staff message scored as likely spam: why, one reason a line. */
export function SpamNotice({ spam = [] }: Spam) {
  if (spam.length === 0) return null;
  return (
    <Text style={{ border: '1px solid #b45309', padding: 12, color: '#78350f' }}>
      <strong>{`Possible spam (score ${spam.length}). Delivered for you to judge; the sender was not acknowledged.`}</strong>
      {spam.map((reason) => (
        <Fragment key={reason.signal}>
          <br />
          {`- ${reason.text}`}
        </Fragment>
      ))}
    </Text>
  );
}

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** A moment as people in Ahmedabad read it: '25 Nov 2026, 7:35 am IST'. */
export function formatIst(moment: Date): string {
  return `${IST.format(moment)} IST`;
}

const keepCase = { uppercase: false };
/**
 * The plain-text part from the HTML one, as react-email's toPlainText converts it, compiled once:
 * toPlainText compiles its options on every call, which was most of the cost of a submission.
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: 'h1', options: keepCase },
    { selector: 'h2', options: keepCase },
  ],
});

/**
 * A message from the site's own address (never the visitor's) about one submission, its reference
 * in a header of its own (X-Submission-Reference) for mail rules, its HTML body rendered from
 * `email` and its plain-text body converted from that HTML.
 */
export async function siteMessage(
  sender: { siteName: string; from: string; reference: string },
  headers: Headers,
  email: ReactElement,
): Promise<Mail.Options> {
  const html = await render(email);
  const text = toPlainText(html);
  const { headers: extra, ...addressing } = headers;
  return {
    from: { name: sender.siteName, address: sender.from },
    ...addressing,
    headers: { 'X-Submission-Reference': sender.reference, ...extra },
    html,
    text,
  };
}

/** A simple e-mail: a heading, then the content. React escapes every value. */
export function MailLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Body style={{ fontFamily: 'Arial, sans-serif', color: '#1e293b', lineHeight: 1.5 }}>
        <Heading as="h1" style={{ fontSize: 20, color: '#3C6300' }}>
          {heading}
        </Heading>
        {children}
      </Body>
    </Html>
  );
}

/** 'Label: value', one per line; an empty optional value reads '(not given)'. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <Text>
      {fields.map(({ label, value }, index) => (
        <Fragment key={label}>
          {index > 0 ? <br /> : null}
          <strong>{`${label}:`}</strong>
          {value ? ` ${value}` : <em>{' (not given)'}</em>}
        </Fragment>
      ))}
    </Text>
  );
}

/** Text as the visitor typed it, under a heading; its line breaks kept in both bodies. */
export function TypedText({ label, text }: { label: string; text: string }) {
  return (
    <>
      <Heading as="h2" style={{ fontSize: 16 }}>
        {label}
      </Heading>
      <Text style={{ whiteSpace: 'pre-wrap' }}>
        {text.split(/\r?\n/).map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </Text>
    </>
  );
}

export function SiteFooter({ siteName, siteUrl }: { siteName: string; siteUrl: string }) {
  return (
    <Text style={{ color: '#475569', fontSize: 13 }}>
      {`${siteName} - `}
      <Link href={siteUrl}>{siteUrl}</Link>
    </Text>
  );
}
