export declare function gitCommit(root?: string): string | null;
export declare function sourceHash(root?: string): string;
export declare function buildIdentity(
  env?: Record<string, string | undefined>,
  root?: string,
): { deploymentId: string; commit: string };
