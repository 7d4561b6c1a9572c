export declare const COMPILE_HINT: string;
export declare function firstLoadChunks(distDir: string): string[];
export declare function addCompileHints(distDir: string): string[];
