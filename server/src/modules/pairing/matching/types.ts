import { type AvailabilityGrid } from './grid';

export interface PoolMember {
  id: number;
  availability: AvailabilityGrid;
  /** Higher = left over in earlier weeks; such members are matched first. */
  priority?: number;
  /**
   * Interview preferences (any strings; only equality matters): after cardinality, priority and repeats, pairs
   * with the same focus, then the same difficulty, are preferred. Absent = matches nobody's.
   */
  focus?: string;
  difficulty?: string;
}

export interface PairPoolInput {
  members: readonly PoolMember[];
  /** Member id pairs that met in the previous four weeks (either order). */
  recentPartners: ReadonlyArray<readonly [number, number]>;
  /** Tie-break seed: same input + seed → same pairing. Default 0. */
  seed?: number;
}

export interface MemberPair {
  /** The smaller member id of the pair. */
  a: number;
  b: number;
  /** Slots both members are available. */
  commonSlots: number;
  /** Global slot indices g (ascending) where both have g and g + 1. Never empty. */
  commonWindowStarts: number[];
}

export interface PairingStats {
  poolSize: number;
  pairs: number;
  unpaired: number;
  /** 0 when there are no pairs. */
  minOverlapSlots: number;
  /** 0 when there are no pairs. */
  meanOverlapSlots: number;
}

export interface PairingResult {
  /** Sorted by `a`. */
  pairs: MemberPair[];
  /** Member ids, ascending. */
  unpaired: number[];
  stats: PairingStats;
}

/** How the run went; for benchmarks, tests and logs. */
export interface PairingDiagnostics {
  /** Tutte–Berge proof: when true, no pairing of this pool has more pairs. */
  provedMaximum: boolean;
  maximumPairsUpperBound: number;
  greedyPairs: number;
  augmentations: number;
  failedSearches: number;
  priorityExchanges: number;
  recentPairsBroken: number;
  localMoves: number;
  recentPartnerPairs: number;
  /** Pairs whose two members gave the same focus / the same difficulty. */
  sameFocusPairs: number;
  sameDifficultyPairs: number;
  /** Member–window incidences the sparse graph stores (its memory grows with these). */
  graphIncidences: number;
}
