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

type Field = { label: string; value: string };

type Headers = Pick<Mail.Options, 'to' | 'replyTo' | 'subject' | 'attachments'>;

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
  return {
    from: { name: sender.siteName, address: sender.from },
    ...headers,
    headers: { 'X-Submission-Reference': sender.reference },
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
