/** A cell of the availability grid: `day` 0 (Sunday) to 6, `slot` 0 (7:00 AM) to 47. */
export interface GridCell {
  day: number;
  slot: number;
}

export function sameCell(a: GridCell, b: GridCell): boolean {
  return a.day === b.day && a.slot === b.slot;
}

/** Whether (day, slot) lies in the rectangle spanned by two corner cells, whichever way round they are. */
export function inRectangle(corner: GridCell, opposite: GridCell, day: number, slot: number): boolean {
  return (
    day >= Math.min(corner.day, opposite.day) &&
    day <= Math.max(corner.day, opposite.day) &&
    slot >= Math.min(corner.slot, opposite.slot) &&
    slot <= Math.max(corner.slot, opposite.slot)
  );
}
