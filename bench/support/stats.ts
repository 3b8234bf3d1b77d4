export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function fmt(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "n/a";
}

export function ratio(ours: number, peer: number): string {
  return peer > 0 ? `${(ours / peer).toFixed(2)}×` : "n/a";
}

export function table(rows: (string | number)[][]) {
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? "").length))) ?? [];
  for (const row of rows) {
    console.log(`  ${row.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join("  ")}`);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
