export declare const COMPRESSIBLE: RegExp;
export declare function worthCompressing(bytes: Uint8Array): boolean;
export declare const FIRST_ROUND_TRIP_BODY: number;
export declare function compress(bytes: Uint8Array, options?: { quality?: number; within?: number }): Record<'.br' | '.gz', Buffer>;
export declare function writeCompressed(file: string, bytes: Uint8Array, options?: { quality?: number; within?: number }): boolean;
export declare function compressTree(dir: string): void;
