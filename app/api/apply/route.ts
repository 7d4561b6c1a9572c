import { applicationForm, apply } from '@/lib/applications/apply';
import { formRoute } from '@/lib/forms/server/form-route';
import { otherThanPost } from '@/lib/http/respond';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The application form, on a job's page or the general one: multipart with the resume. */
export const POST = formRoute(applicationForm, apply);

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherThanPost();
