export declare const SERVER_MAIN: string;
export declare function serverNodeFlags(env: NodeJS.ProcessEnv): string[];
export declare function serverArgs(env: NodeJS.ProcessEnv, main?: string): string[];
