/**
 * Distance from one cell's start to the next in pixels, read from the grid as laid out
 * (padding and gap scale with the container), so drags snap exactly to cells.
 */
export function measurePitch(
  grid: HTMLElement | null,
  columns: number,
  rows: number,
): { x: number; y: number } {
  if (!grid) return { x: 0, y: 0 };
  const style = getComputedStyle(grid);
  const px = (value: string) => Number.parseFloat(value) || 0;
  const width = grid.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
  const height = grid.clientHeight - px(style.paddingTop) - px(style.paddingBottom);
  return {
    x: (width + px(style.columnGap)) / columns,
    y: (height + px(style.rowGap)) / rows,
  };
}
