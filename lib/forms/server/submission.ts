import 'server-only';
import { formAnswerCopy as copy, referenceSentence } from '@/content/forms';
import {
  ForbiddenError,
  HttpError,
  PayloadTooLargeError,
  TooManyRequestsError,
  ValidationError,
} from '@/lib/http/errors';
import { isCrossSite, isFormNavigation } from '@/lib/http/fetch-metadata';
import { requestBody } from '@/lib/http/request-body';
import { created, lingering, withErrorContract } from '@/lib/http/respond';
import { log } from '@/lib/log';
import { withRequestId } from '@/lib/observability/request-context';
import { freshTokenCookie } from '@/lib/spam/token-cookie';
import {
  ANSWER_PARAM,
  ERROR_SUMMARY_ID,
  type FormAnswer,
  type FormName,
  type KeptResumeNote,
} from '../answer';
import { saveAnswer } from './answer-store';
import { htmlPage } from './html-page';
import { countRefused, countSent } from './submission-metrics';

/** What a handler learns of a submission while it works, for the answer to a form post. */
export type Submission = {
  /** True for a browser's own form post (no JavaScript): it is answered with a page. */
  navigation: boolean;
  /** The fields as sent, set by the handler once it has read them (shown again on a refusal). */
  values: Record<string, string>;
  /** The page the form was on: where the answer is shown. */
  page: string;
  /** A resume kept for the visitor to send again with corrected fields. */
  keptResume?: KeptResumeNote;
};

export type FormSettings = {
  form: FormName;
  /** The form's page, unless the handler names another (the application's two pages). */
  page: string;
  /** The id the page scrolls to for the answer: the form's heading or status. */
  anchor: string;
  /** Field messages for a body over its limit (an application's resume), else a failure. */
  tooLarge?: Record<string, string>;
};

function answerFor(error: unknown, submission: Submission, settings: FormSettings): FormAnswer {
  const { values, keptResume } = submission;
  if (error instanceof ValidationError) {
    return { outcome: 'invalid', values, errors: error.errors, keptResume };
  }
  if (error instanceof PayloadTooLargeError && settings.tooLarge) {
    return { outcome: 'invalid', values, errors: settings.tooLarge, keptResume };
  }
  if (error instanceof HttpError) {
    const retryAfter =
      error instanceof TooManyRequestsError ? { retryAfter: error.retryAfterSeconds } : {};
    return { outcome: 'failed', values, status: error.status, ...retryAfter };
  }
  log.error('form.error', { form: settings.form }, error);
  return { outcome: 'failed', values, status: 503 };
}

/** An accepted submission spent its form token (lib/spam/form-token.ts): its answer brings a new one. */
async function withFreshToken(response: Response, request: Request): Promise<Response> {
  response.headers.append('Set-Cookie', await freshTokenCookie(request));
  return response;
}

/**
 * One way in for every submission of a form: `handle` validates, stores and sends it, and
 * resolves to its reference (or throws the HttpError the API answers with). Scripts and the
 * site's own fetch() get the API's JSON answers. A browser's own form post (no JavaScript) gets
 * a 303 to the form's page showing the answer (sent with its reference, the fields refused, or
 * what to do), stored for an hour under an unguessable token. A browser's post from another site
 * is refused with 403 before anything is read.
 */
export function answerSubmission(
  request: Request,
  settings: FormSettings,
  handle: (submission: Submission) => Promise<string>,
): Promise<Response> {
  return withRequestId(request, () => answerWith(request, settings, handle));
}

async function answerWith(
  request: Request,
  settings: FormSettings,
  handle: (submission: Submission) => Promise<string>,
): Promise<Response> {
  const { form } = settings;
  const navigation = isFormNavigation(request.headers);
  const crossSite = isCrossSite(request.headers);
  if (!navigation) {
    return withErrorContract(async () => {
      try {
        if (crossSite) throw new ForbiddenError(copy.crossSite);
        const reference = await handle({ navigation, values: {}, page: settings.page });
        countSent(form, request, reference);
        return withFreshToken(created(reference), request);
      } catch (error) {
        countRefused(form, error);
        throw error;
      }
    }, request);
  }
  if (crossSite) {
    countRefused(form, new ForbiddenError(copy.crossSite));
    const refused = htmlPage(403, { title: copy.notSent, text: copy.crossSite });
    return lingering(refused, requestBody(request));
  }

  const submission: Submission = { navigation, values: {}, page: settings.page };
  let answer: FormAnswer;
  try {
    const reference = await handle(submission);
    countSent(form, request, reference);
    answer = { outcome: 'sent', reference };
  } catch (error) {
    countRefused(form, error);
    answer = answerFor(error, submission, settings);
  }
  let response: Response;
  try {
    const token = await saveAnswer(settings.form, answer);
    const anchor = answer.outcome === 'invalid' ? ERROR_SUMMARY_ID : settings.anchor;
    const location = `${submission.page}?${ANSWER_PARAM}=${token}#${anchor}`;
    response = new Response(null, {
      status: 303,
      headers: { Location: location, 'Cache-Control': 'no-store' },
    });
    if (answer.outcome === 'sent') await withFreshToken(response, request);
  } catch (error) {
    // Without a stored answer there is no page to send the browser to: a page of its own.
    log.error('form.answer.unstored', { form: settings.form }, error);
    response =
      answer.outcome === 'sent'
        ? htmlPage(200, {
            title: copy.sent,
            text: `${copy.sentThanks} ${referenceSentence(answer.reference)}`,
          })
        : htmlPage(503, { title: copy.notSent, text: copy.notStored }, { 'Retry-After': '30' });
  }
  return lingering(response, requestBody(request));
}
