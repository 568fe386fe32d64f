// Types of scripts/server-flags.mjs for the TypeScript code that imports it (mock-server/bench/lib.ts).
export declare const SERVER_NODE_FLAGS: readonly string[];
