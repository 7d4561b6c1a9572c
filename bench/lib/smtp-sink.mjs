// The benchmarks' SMTP sink: the shared one (scripts/lib/smtp-sink.mjs), greeting at once and
// keeping no message, that counts per benchmark marker how many times it was received and under
// which Message-IDs. It can be black-holed (connections accepted, never greeted, messages on open
// connections never answered) and released again, or stopped (the port refuses connections) and
// started again on the same port, keeping its counts.
import { SmtpSink } from '../../scripts/lib/smtp-sink.mjs';
import { markersIn } from './markers.mjs';

const MESSAGE_ID = /^Message-ID:\s*(<[^>\r\n]+>)/im;
/** The headers are at the start of the message; the Message-ID is looked for there. */
const HEADER_BYTES = 16 * 1024;

/**
 * @param {{ host?: string, maxMessageBytes?: number }} [opts]
 */
export function createSmtpSink({ host = '127.0.0.1', maxMessageBytes = 1024 * 1024 } = {}) {
  /** marker -> times received */
  const received = new Map();
  /** marker -> the Message-IDs it was received under */
  const messageIds = new Map();
  const counts = { withoutMarker: 0, withSeveralMarkers: 0 };

  // Counted before the sink answers 250: once the sender hears 250 the message is ours.
  async function count(raw) {
    const markers = await markersIn(raw);
    if (markers.length === 0) counts.withoutMarker++;
    if (markers.length > 1) counts.withSeveralMarkers++;
    const messageId = MESSAGE_ID.exec(raw.subarray(0, HEADER_BYTES).toString('latin1'));
    for (const marker of markers) {
      received.set(marker, (received.get(marker) ?? 0) + 1);
      if (!messageIds.has(marker)) messageIds.set(marker, new Set());
      messageIds.get(marker).add(messageId?.[1] ?? '(none)');
    }
  }

  const sink = new SmtpSink({
    host,
    keep: false,
    onMessage: count,
    immediateGreeting: true,
    maxMessageBytes,
  });

  return {
    received,
    messageIds,
    get stats() {
      return {
        messages: sink.stats.messages,
        rejectedWhileDown: sink.stats.refusedWhileDown,
        ...counts,
        immediateGreeting: sink.immediateGreeting,
      };
    },
    get port() {
      return sink.port;
    },
    get up() {
      return sink.up;
    },
    start: () => sink.start(),
    get blackHoled() {
      return sink.fault === 'black-hole';
    },
    /** From now on, new connections are never greeted and open ones never answered. */
    blackHole() {
      sink.fault = 'black-hole';
    },
    /** Ends the black hole: the sessions held are greeted or answered now, as if nothing was. */
    release() {
      sink.fault = null;
    },
    /** Stops accepting at once; open SMTP sessions are refused further messages and cut. */
    stop: () => sink.stop(),
  };
}
