export declare function gitCommit(root?: string): string | null;
export declare function sourceHash(root?: string): string;
export declare function buildIdentity(
  env?: Record<string, string | undefined>,
  root?: string,
): { deploymentId: string; commit: string };
export declare const BUILD_IDENTITY_FILE: string;
export type BuildIdentity = { deploymentId: string; commit: string };
export declare function recordedIdentity(file?: string): BuildIdentity | null;
export declare function identityForPhase(
  phase: string,
  env?: Record<string, string | undefined>,
  root?: string,
): BuildIdentity;
