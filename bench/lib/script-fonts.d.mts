export function scriptFonts(env?: NodeJS.ProcessEnv): string | null;
export function ensureScriptFonts(log: (message: string) => void): string;
