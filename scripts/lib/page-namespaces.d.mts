export declare const webRoot: string;
export declare function namespacesOf(file: string, found?: Set<string>, seen?: Set<string>): Set<string>;
export declare function routePages(): { path: string; page: string; insideShell: boolean }[];
