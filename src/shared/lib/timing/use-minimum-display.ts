import { useEffect, useState } from 'react';

/**
 * True while `active`, and until at least `minimumMs` after it last became true, so a loading indicator does
 * not flash for a fast response.
 */
export function useMinimumDisplay(active: boolean, minimumMs: number): boolean {
  const [holding, setHolding] = useState(active);
  const [activations, setActivations] = useState(0);
  // Adjusted during render (not in an effect) so the indicator shows in the same frame that loading starts.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      setHolding(true);
      setActivations((count) => count + 1);
    }
  }

  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => setHolding(false), minimumMs);
    return () => clearTimeout(timer);
  }, [holding, activations, minimumMs]);

  return active || holding;
}
