/** Writes a large photo (`size` pixels square) standing in for an owner's camera original. */
export function writeOwnerPhoto(file: string, size?: number): Promise<void>;
