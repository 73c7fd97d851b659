export function findNginx(): string | null;
