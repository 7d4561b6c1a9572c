export declare function findChromium(): string | null;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const CHROMIUM_ARGS: readonly string[];
