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

/**
 * What a handler learns of a submission while it works, for the answer to a form post: not a
 * result (that is the reference it resolves to, or the HttpError it throws), but the context the
 * answer is built from.
 */
export type SubmissionContext = {
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

function answerFor(
  error: unknown,
  { values, keptResume }: SubmissionContext,
  settings: FormSettings,
): FormAnswer {
  if (error instanceof ValidationError) {
    return { result: { kind: 'invalid', errors: error.errors }, values, keptResume };
  }
  if (error instanceof PayloadTooLargeError && settings.tooLarge) {
    return { result: { kind: 'invalid', errors: settings.tooLarge }, values, keptResume };
  }
  if (error instanceof HttpError) {
    const retryAfter =
      error instanceof TooManyRequestsError ? { retryAfter: error.retryAfterSeconds } : {};
    return { result: { kind: 'failed', status: error.status, ...retryAfter }, values };
  }
  log.error('form.error', { form: settings.form }, error);
  return { result: { kind: 'failed', status: 503 }, values };
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
  handle: (submission: SubmissionContext) => Promise<string>,
): Promise<Response> {
  return withRequestId(request, () => answerWith(request, settings, handle));
}

async function answerWith(
  request: Request,
  settings: FormSettings,
  handle: (submission: SubmissionContext) => Promise<string>,
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

  const submission: SubmissionContext = { navigation, values: {}, page: settings.page };
  let answer: FormAnswer;
  try {
    const reference = await handle(submission);
    countSent(form, request, reference);
    answer = { result: { kind: 'sent', reference }, values: {} };
  } catch (error) {
    countRefused(form, error);
    answer = answerFor(error, submission, settings);
  }
  const { result } = answer;
  let response: Response;
  try {
    const token = await saveAnswer(settings.form, answer);
    const anchor = result.kind === 'invalid' ? ERROR_SUMMARY_ID : settings.anchor;
    const location = `${submission.page}?${ANSWER_PARAM}=${token}#${anchor}`;
    response = new Response(null, {
      status: 303,
      headers: { Location: location, 'Cache-Control': 'no-store' },
    });
    if (result.kind === 'sent') await withFreshToken(response, request);
  } catch (error) {
    // Without a stored answer there is no page to send the browser to: a page of its own.
    log.error('form.answer.unstored', { form: settings.form }, error);
    response =
      result.kind === 'sent'
        ? htmlPage(200, {
            title: copy.sent,
            text: `${copy.sentThanks} ${referenceSentence(result.reference)}`,
          })
        : htmlPage(503, { title: copy.notSent, text: copy.notStored }, { 'Retry-After': '30' });
  }
  return lingering(response, requestBody(request));
}
