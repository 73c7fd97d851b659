export interface SecretFinding {
  file: string;
  kind: string;
}
export function scanForSecrets(dirs: string[], options?: { secrets?: Array<string | undefined> }): { files: number; findings: SecretFinding[] };
export function distDirs(root?: string): string[];
