export const MEDIA_BUDGET: { homeImage: number; poster: number; backgroundVideo: number; track: number };
export const PREPARE_COMMAND: string;
export function budgetProblem(kind: keyof typeof MEDIA_BUDGET, file: string, bytes: number, fix?: string): string | null;
export function formatBytes(bytes: number): string;
export function isStrict(env?: NodeJS.ProcessEnv): boolean;
