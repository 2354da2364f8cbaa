export declare const root: string;
export declare function buildReason(): string | undefined;
