// Multipart job applications for `npm run bench:api` (phases C and D): a resume of a given size,
// a request with an exact Content-Length, and an oversized upload streamed without one.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fieldParts, multipart, partHeader, resumePart } from '../../scripts/lib/multipart.mjs';
import { formTokenCookie } from './form-token.mjs';

export { pdfOfSize } from '../../scripts/lib/resume-files.mjs';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** The text fields of a valid application; `marker` goes into the cover letter. */
export function applicationFields(marker, position) {
  return {
    first_name: 'Bench',
    last_name: 'Applicant',
    email: 'bench.applicant@example.com',
    phone: '+91 98765 43210',
    location: 'Ahmedabad',
    position,
    experience: '3-5',
    expected_salary: '12 LPA',
    cover_letter: `Hello, I would like to apply.\nReference ${marker}\nThank you.`,
    website: '',
  };
}

/** A complete multipart/form-data body: the fields, then the resume. */
export function multipartBody(fields, resume) {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const parts = [...fieldParts(fields), resumePart(resume, 'resume.pdf')];
  return { boundary, body: multipart(parts, boundary) };
}

/**
 * POSTs one body with its Content-Length on a fresh connection and resolves with the status,
 * the answer and the time to the full answer in ms (status 0 and `error` when it failed).
 */
export function postMultipart(url, { boundary, body }, timeoutMs = 60_000) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/apply/`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
          cookie: formTokenCookie(),
        },
        timeout: timeoutMs,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: text, ms: performance.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve({ status: 0, error: error.code ?? error.message, ms: performance.now() - started }),
    );
    request.end(body);
  });
}

/**
 * Bytes the process has read through read-like system calls so far (`rchar` of /proc/<pid>/io):
 * sockets included, so the difference around one upload is what the server pulled off the wire.
 */
export function readChars(pid) {
  try {
    const match = /^rchar:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Streams a `totalBytes` application without Content-Length (chunked), 64 KiB at a time and
 * only as fast as the connection takes it, until the server answers or drops the connection.
 * Resolves with the status (0 if none), the answer, how many bytes the client had handed to the
 * socket by then (an upper bound of what the server read: kernel buffers hold the rest) and
 * whether the connection was reset.
 */
export function streamOversized(url, totalBytes, fields, timeoutMs = 120_000) {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const head = Buffer.concat([
    ...fieldParts(fields).flatMap((part) => [
      Buffer.from(partHeader(part, boundary)),
      Buffer.from(`${part.value}\r\n`),
    ]),
    Buffer.from(partHeader(resumePart(Buffer.alloc(0), 'huge.pdf'), boundary)),
    Buffer.from('%PDF-1.4\n', 'latin1'),
  ]);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  const started = performance.now();
  return new Promise((resolve) => {
    let written = 0;
    let settled = false;
    let status = 0;
    let answer = '';
    let reset = null;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        status,
        answer,
        clientBytesWritten: written,
        reset,
        ms: performance.now() - started,
      });
    };
    const request = http.request(`${url}/api/apply/`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const timer = setTimeout(() => {
      reset = 'client timeout';
      request.destroy();
      finish();
    }, timeoutMs);
    request.on('response', (response) => {
      status = response.statusCode;
      response.setEncoding('utf8');
      response.on('data', (text) => (answer += text));
      response.on('end', finish);
      response.on('error', finish);
    });
    request.on('error', (error) => {
      reset = error.code ?? error.message;
      // A reset after the answer arrived is the server closing the unread upload: expected.
      if (!status) finish();
    });
    const pump = () => {
      while (!settled && !status && !request.destroyed) {
        if (written >= totalBytes) {
          request.end();
          return;
        }
        const piece = written === 0 ? head : chunk;
        written += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/** The p-th percentile (0-100) of a list of numbers, nearest-rank. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
