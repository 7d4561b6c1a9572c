export declare const COMPILE_HINT: string;
export declare function entrypointsOf(chunk: unknown): string[];
export declare function editorOnly(entrypoints: string[]): boolean;
export declare function compileHints(webpack: unknown): unknown;
