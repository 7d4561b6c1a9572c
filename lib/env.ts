import { z } from 'zod';

const optionalEmail = z.email().optional();

const envSchema = z.object({
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SALES_EMAIL: optionalEmail,
  HR_EMAIL: optionalEmail,
  PRIVACY_EMAIL: optionalEmail,
  MAIL_FROM: optionalEmail,
  SITE_PHONE: z.string().trim().min(5).max(30).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the settings once; empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(
      `Invalid settings in the environment:\n${problems}\nFix them in .env (see .env.example) or unset them to use the defaults.`,
    );
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
