import type { CardHole, HandicapSystem, Hole, TeeRating } from '../schemas/golf';
import { callawayHandicap } from './callaway';
import { coursePar } from './course';
import { peoriaHandicap, type PeoriaParams } from './handicap-peoria';
import { whsHandicap } from './handicap-whs';
import { toTenths } from './tenths';
import type { PlayerInput } from './types';

/** The context one player's handicap is computed in. */
export interface HandicapContext {
  holes: readonly Hole[];
  system: Partial<HandicapSystem> & { type: HandicapSystem['type'] };
  peoria: PeoriaParams | null;
  hiddenHoles: readonly number[] | null;
  tee?: TeeRating;
}

/**
 * A player's handicap in tenths under the event's system, or null when the card does not allow
 * it yet (Peoria: a hidden hole missing; Callaway: any hole missing).
 * - peoria: `peoriaHandicap` on the card;
 * - fixed: the declared handicap (0 when unknown);
 * - whs and stableford: the WHS Playing Handicap from the Handicap Index and the tee (the
 *   declared handicap stands in for a missing index; a missing tee counts as rating = par,
 *   slope 113; a 9-hole round plays half the index); Stableford uses allowance 0.95 like stroke play unless the event sets one;
 * - callaway: `callawayHandicap` on the card (cap 50 unless the event sets `cap`).
 */
export function playerHandicapTenths(player: PlayerInput, card: readonly CardHole[], ctx: HandicapContext): number | null {
  const { holes, system } = ctx;
  switch (system.type) {
    case 'peoria': {
      if (!ctx.peoria || !ctx.hiddenHoles) return null;
      const result = peoriaHandicap(holes, card, ctx.hiddenHoles, ctx.peoria, player.sex);
      return result ? toTenths(result.handicap) : null;
    }
    case 'fixed':
      return toTenths(player.declaredHandicap ?? 0);
    case 'whs':
    case 'stableford': {
      const par = coursePar(holes);
      const tee = player.tee ?? ctx.tee ?? { rating: par, slope: 113 };
      const index = player.handicapIndex ?? player.declaredHandicap ?? 0;
      return 10 * whsHandicap(index, tee, par, system.allowance ?? 0.95, holes.length === 9).playingHandicap;
    }
    case 'callaway': {
      const result = callawayHandicap(holes, card, system.cap ?? 50);
      return result ? 10 * result.handicap : null;
    }
  }
}
