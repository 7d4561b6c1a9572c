import 'server-only';
import type Mail from 'nodemailer/lib/mailer';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { dataDir, env } from '@/lib/env';
import { log } from '@/lib/log';
import { consume, createLimiter } from '@/lib/rate-limit';
import { mailboxHash } from '@/lib/spam/mailbox';
import type { Screening } from '@/lib/spam/screen';
import { getMailer, sendAcknowledgements } from './index';
import { countAcknowledgement, type AcknowledgementSkip } from './metrics';

/** Acknowledgements one mailbox gets in a day at most, whatever it is typed into. */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT = { points: 2, seconds: 24 * 60 * 60 };

type Bounds = { recipient: RateLimiterAbstract; site: RateLimiterAbstract };

// On globalThis, like the mailers: every route's copy of this module must count the same sends.
// Keyed by the settings as the mailers are, so that apps of other settings (tests) count apart.
const bounds = ((
  globalThis as { __acknowledgementBounds?: Map<string, Bounds> }
).__acknowledgementBounds ??= new Map());

function configuredBounds(): Bounds {
  const id = JSON.stringify([dataDir, env.REDIS_URL, env.ACKNOWLEDGEMENTS_PER_HOUR]);
  let found = bounds.get(id);
  if (!found) {
    found = {
      recipient: createLimiter('ack:to', ACKNOWLEDGEMENTS_PER_RECIPIENT),
      site: createLimiter('ack:site', { points: env.ACKNOWLEDGEMENTS_PER_HOUR, seconds: 3600 }),
    };
    bounds.set(id, found);
  }
  return found;
}

/** One more against a bound: within it, past it for the first time in its window, or again. */
type Count = 'within' | 'first-past' | 'past';

async function count(limiter: RateLimiterAbstract, key: string): Promise<Count> {
  try {
    await consume(limiter, key);
    return 'within';
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return rejection.consumedPoints === limiter.points + 1 ? 'first-past' : 'past';
    }
    // A count that cannot be kept skips the acknowledgement: it is a courtesy, abuse is not.
    log.error('acknowledgement.not-counted', {}, rejection);
    return 'past';
  }
}

/**
 * Why an acknowledgement may not go to `address` now, or null when it may: at most ACKNOWLEDGEMENTS_PER_RECIPIENT to one
 * mailbox a day, and ACKNOWLEDGEMENTS_PER_HOUR from the whole site, counted across instances when
 * REDIS_URL is set. Past the site's bound acknowledgements pause, and the first one skipped in the
 * hour is logged as an error: someone is using the forms to make the site mail strangers. The
 * recipient is counted first, so one mailbox flooded never uses up the site's bound.
 */
export async function acknowledgementRefusal(
  address: string,
): Promise<'recipient-limit' | 'site-limit' | null> {
  const { recipient, site } = configuredBounds();
  if ((await count(recipient, await mailboxHash('acknowledgement', address))) !== 'within') {
    return 'recipient-limit';
  }
  const siteCount = await count(site, 'site');
  if (siteCount === 'first-past') {
    // Submissions still reach staff; someone may be using the forms to make the site mail strangers.
    log.error('acknowledgement.paused', { perHour: env.ACKNOWLEDGEMENTS_PER_HOUR });
  }
  return siteCount === 'within' ? null : 'site-limit';
}

/** Whether an acknowledgement may go to `address` now (see acknowledgementRefusal). */
export async function mayAcknowledge(address: string): Promise<boolean> {
  return (await acknowledgementRefusal(address)) === null;
}

/**
 * Queues the acknowledgement `compose` makes for `address`, after the submission itself is safe:
 * unless acknowledgements are off (SEND_ACKNOWLEDGEMENTS), the submission was scored as likely
 * spam, or a bound is reached. A courtesy: its failure is logged and never fails the request.
 */
export async function acknowledge(
  address: string,
  screening: Screening,
  compose: () => Promise<Mail.Options>,
): Promise<void> {
  const skip = (reason: AcknowledgementSkip) => countAcknowledgement({ skipped: reason });
  if (!sendAcknowledgements) return skip('disabled');
  if (screening.likelySpam) return skip('spam');
  try {
    const refusal = await acknowledgementRefusal(address);
    if (refusal) return skip(refusal);
    await getMailer().send(await compose());
    countAcknowledgement('sent');
  } catch (error) {
    skip('error');
    log.error('acknowledgement.not-sent', {}, error);
  }
}
