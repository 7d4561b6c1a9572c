export function serverFaults(output: string): string[];
