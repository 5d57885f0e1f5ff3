export declare const COMPRESSIBLE: RegExp;
export declare function writeCompressed(file: string, bytes: Uint8Array, options?: { quality?: number }): boolean;
export declare function compressTree(dir: string): void;
