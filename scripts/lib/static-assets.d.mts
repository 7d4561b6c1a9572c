import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function acceptedEncodings(header: string | undefined): Set<string>;
export declare function createStaticAssets(distDir: string): {
  size: number;
  serve: (request: IncomingMessage, response: ServerResponse) => boolean;
};
