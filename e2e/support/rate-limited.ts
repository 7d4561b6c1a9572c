import { test as base } from '@playwright/test';
import type { RateLimitedOption } from './servers';

/** `test` with the origin of a rate-limited server of the project's kind (playwright.config.ts). */
export const test = base.extend<RateLimitedOption>({
  rateLimitedOrigin: ['', { option: true }],
});
