import { useEffect } from 'react';
import { cellOfTarget } from '../lib/grid-navigation';
import type { AvailabilityEditing } from './use-availability-editing';

/** How close to the window's top or bottom edge (px) a drag starts scrolling, and the fastest step per frame. */
const EDGE_PX = 56;
const MAX_STEP_PX = 24;

/** Pixels to scroll this frame for a pointer at `y` in a window `height` tall: faster nearer the edge, 0 away from it. */
export function autoScrollStep(y: number, height: number): number {
  if (y < EDGE_PX) return -Math.ceil(((EDGE_PX - Math.max(y, 0)) / EDGE_PX) * MAX_STEP_PX);
  if (y > height - EDGE_PX) return Math.ceil(((Math.min(y, height) - (height - EDGE_PX)) / EDGE_PX) * MAX_STEP_PX);
  return 0;
}

/**
 * While a drag is under way and the pointer rests near the window's top or bottom edge, scrolls the page a
 * little every frame and extends the drag to the cell that scrolls under the pointer, so a drag can reach rows
 * beyond the visible part of the grid (it is taller than most windows).
 */
export function useDragAutoScroll(editing: AvailabilityEditing): void {
  useEffect(() => {
    let frame = 0;
    let pointer: { x: number; y: number } | null = null;
    const tick = () => {
      frame = 0;
      if (!pointer || !editing.isDragging()) return;
      const step = autoScrollStep(pointer.y, window.innerHeight);
      if (step === 0) return;
      const before = window.scrollY;
      window.scrollBy({ top: step, behavior: 'instant' });
      if (window.scrollY === before) return;
      const cell = cellOfTarget(document.elementFromPoint(pointer.x, pointer.y));
      if (cell) editing.moveDrag(cell);
      frame = window.requestAnimationFrame(tick);
    };
    const track = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
      if (!frame && editing.isDragging()) frame = window.requestAnimationFrame(tick);
    };
    window.addEventListener('pointermove', track, { passive: true });
    return () => {
      window.removeEventListener('pointermove', track);
      window.cancelAnimationFrame(frame);
    };
  }, [editing]);
}
