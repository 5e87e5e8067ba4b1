// Types of scripts/chromium.mjs for the TypeScript configs and tests that import it.
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const launchOptions: { executablePath: string; args: string[] };
