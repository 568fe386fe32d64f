// Types of scripts/node-version.mjs for the TypeScript code that imports it (tests, vitest.config.ts).
export declare const SUPPORTED: string;
export declare const FETCHED_LINE: string;
export declare const OPT_OUT: string;
export declare function isSupportedNode(version?: string): boolean;
export declare function unsupportedNodeMessage(): string | null;
export declare function platformPackage(platform?: string, arch?: string): string | null;
export declare function npmCommand(): { command: string; prefix: string[] };
export declare function ensureSupportedNode(): Promise<void>;
