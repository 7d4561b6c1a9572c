// The contact route and the health route under test with a real SMTP sink, for the test files
// of __tests__/api/contact/ (each imports this, so each sets the harness up for itself).

import { setUpRouteHarness, type RouteApp } from '../../support/route-harness';

export type ContactRoute = typeof import('@/app/api/contact/route');
export type HealthRoute = typeof import('@/app/api/health/route');
export type App = RouteApp<{
  route: ContactRoute;
  health: HealthRoute;
  rateLimit: RateLimitModule;
}>;
export type RateLimitModule = typeof import('@/lib/rate-limit');

export const SALES = 'sales@acme.test';
export const FROM = 'website@acme.test';
export const SITE_NAME = 'Acme Technologies';
export const VISITOR = 'zoe@example.org';
export const URL = 'http://localhost/api/contact';

export const enquiry = {
  name: 'Zoë Ångström',
  email: VISITOR,
  phone: '+91 79 4000 0000',
  subject: 'Quote for <b>shop</b> & "more"',
  message: 'Hello,\n<script>alert(1)</script>\nWe need a web shop & an app.',
  website: '',
};

/** The contact route and the health route, with settings a test can override. */
export const {
  sink,
  nextIp,
  temporaryRoot,
  loadApp,
  post,
  postJson,
  expectNothingSent,
  onlyMessageTo,
} = setUpRouteHarness({
  tempPrefix: 'contact-api-',
  url: URL,
  contentType: 'application/json',
  env: {
    SEND_ACKNOWLEDGEMENTS: 'true',
    CONTACT_RATE_LIMIT: '3/60',
    SALES_EMAIL: SALES,
    MAIL_FROM: FROM,
    SITE_URL: 'https://www.acme.test',
  },
  load: async () => ({
    route: await import('@/app/api/contact/route'),
    health: await import('@/app/api/health/route'),
    rateLimit: await import('@/lib/rate-limit'),
  }),
});
