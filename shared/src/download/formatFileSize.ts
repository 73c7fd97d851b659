/** A file size as a visitor reads it: "840 bytes", "84 KB", "1.2 MB" (1 KB = 1000 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 999_500) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
