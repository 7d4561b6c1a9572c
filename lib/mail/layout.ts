import { escapeHtml } from './escape';

export type Field = { label: string; value: string };

/** Plain-text rendering of labelled fields; empty optional fields read 'not given'. */
export function textFields(fields: readonly Field[]): string {
  return fields.map(({ label, value }) => `${label}: ${value || '(not given)'}`).join('\n');
}

/** A simple HTML e-mail: heading, a table of fields, then free text; every value escaped. */
export function htmlEmail({
  heading,
  intro,
  fields = [],
  body,
  bodyLabel,
  footer,
}: {
  heading: string;
  intro?: string;
  fields?: readonly Field[];
  body?: string;
  bodyLabel?: string;
  footer?: string;
}): string {
  const rows = fields
    .map(
      ({ label, value }) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${value ? escapeHtml(value) : '<em>not given</em>'}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">',
    `<h1 style="font-size:20px;color:#3C6300">${escapeHtml(heading)}</h1>`,
    intro ? `<p>${escapeHtml(intro)}</p>` : '',
    rows ? `<table style="border-collapse:collapse">${rows}</table>` : '',
    body
      ? `${bodyLabel ? `<h2 style="font-size:16px">${escapeHtml(bodyLabel)}</h2>` : ''}<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`
      : '',
    footer ? `<p style="color:#475569;font-size:13px">${escapeHtml(footer)}</p>` : '',
    '</body></html>',
  ].join('');
}
