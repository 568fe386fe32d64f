/** Types of build-server.mjs (the server bundled for `npm start`). */
export declare const SERVER_BUNDLE: string;
export declare function serverBuildStale(): boolean;
export declare function buildServer(): Promise<void>;
export declare function ensureServerBuild(): Promise<string>;
