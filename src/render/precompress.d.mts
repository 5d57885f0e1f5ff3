export declare const COMPRESSIBLE: RegExp;
export declare function worthCompressing(bytes: Uint8Array): boolean;
export declare function compress(bytes: Uint8Array, options?: { quality?: number }): Record<'.br' | '.gz', Buffer>;
export declare function writeCompressed(file: string, bytes: Uint8Array, options?: { quality?: number }): boolean;
export declare function compressTree(dir: string): void;
