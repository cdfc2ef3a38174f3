// Sizes as a Dutch reader expects them: "820 KB", "1,2 MB" (binary units, decimal comma).

const oneDecimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
const UNITS = ['KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${UNITS[unit]}`;
}
