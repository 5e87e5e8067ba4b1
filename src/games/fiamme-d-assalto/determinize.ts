// A full Fiamme d'assalto state consistent with a view (DESIGN.md, "App players"). Nothing is
// secret between the players; what nobody knows is sampled: the order of the Terra di Nessuno
// deck, which Trincea cards are in the deck or set aside and in what order (an objective still
// in the deck lies in the half it was shuffled into), which objective it is, the bag, and which
// token each enemy on the table is (one showing the same side). Everything else is copied from
// the view, and the state gets a fresh RNG. Checked by tests/unit/fiamme-d-assalto/players.test.ts.
import { EACH, type Frame } from '../../engine/flow.ts';
import { Rng, seedRng } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import { ENEMY_TOKENS, LINK_CARD, MISSIONS, TDN_CARDS } from './content.ts';
import { OBJECTIVE_IDS, REGULAR_TRENCH } from './rules/state.ts';
import type { EnemyOnTable, EnemyView, FiammeState, FiammeView, UnitState } from './rules/types.ts';

/**
 * The order of play under the step a view shows (rules/steps.ts says who calls whom): the
 * phase's turn and its orders, the card's test, the fight, the end of the card, or the new
 * veterans still to improve. A reroll stands where its roll stood.
 */
export function flowOfView(v: FiammeView): Frame[] {
  if (v.step === 'over') return [];
  if (v.step === 'veteran') {
    const [unit, ...rest] = v.veteranPending;
    const queue = rest.map((u) => ({ step: 'veteran', args: u }));
    return [{ step: 'veterans', args: [] }, { step: EACH, args: { rest: queue } }, { step: 'veteran', args: unit }];
  }
  const top: Frame = { step: v.step };
  const turn = { step: v.phase === 'tdn' ? 'tdnTurn' : 'trenchTurn' };
  const fight = [{ step: 'trenchFight' }, { step: 'combat' }];
  const of = v.step === 'reroll' ? v.lastRoll!.purpose : v.step;
  switch (of) {
    case 'command':
      return [turn, { step: 'orders' }, top];
    case 'spend':
    case 'volunteer':
    case 'pick':
      return [turn, top];
    case 'fuoco':
      return [turn, { step: 'spend' }, top];
    case 'pm':
      return v.bookkeeping.resume === 'enemies' ? [...fight, { step: 'enemies' }, top] : [turn, { step: 'spend' }, top];
    case 'select':
      return [turn, { step: 'selection' }, top];
    case 'sniper':
    case 'test':
      return [{ step: v.phase === 'tdn' ? 'tdnCard' : 'trenchCard' }, top];
    case 'granate':
      return [{ step: 'cardEnd', args: false }, top];
    default: // the enemy roll, the bomb, the enemy's fire, melee
      return [...fight, top];
  }
}

const fits = (t: number, e: EnemyView): boolean => {
  const tok = ENEMY_TOKENS[t];
  return e.side === 'front' ? tok.fire === e.fire && tok.melee === e.melee : tok.backMelee === e.melee;
};

/** A random token for each enemy on the table showing the side it shows (null if none fits). */
function tokensFor(enemies: readonly EnemyView[], rng: Rng): number[] | null {
  const taken = new Set<number>();
  const out: number[] = [];
  const place = (i: number): boolean => {
    if (i === enemies.length) return true;
    for (const t of rng.shuffle(ENEMY_TOKENS.map((_, k) => k))) {
      if (taken.has(t) || !fits(t, enemies[i])) continue;
      taken.add(t);
      out.push(t);
      if (place(i + 1)) return true;
      taken.delete(t);
      out.pop();
    }
    return false;
  };
  return place(0) ? out : null;
}

/** The Trincea deck (top last) and the cards set aside, as the view counts them. */
function trenchOf(v: FiammeView, rng: Rng): { deck: string[]; aside: string[] } {
  const m = MISSIONS[v.mission];
  const t = v.trench;
  const out = new Set([...t.discard, ...(t.current ? [t.current.id] : [])]);
  const regular = rng.shuffle(REGULAR_TRENCH.filter((id) => !out.has(id)));
  const special = t.objectiveInDeck ? 1 : 0;
  const size = t.deckCount - special;
  const aside = regular.slice(size, size + t.asideCount);
  const cards = regular.slice(0, size);
  if (!special) return { deck: cards, aside };
  const objective = m.objective === 'link' && v.stage === 1 ? LINK_CARD.id : rng.pick(OBJECTIVE_IDS.filter((id) => !out.has(id)));
  // Stage 1: the objective was shuffled into the bottom half, under the top half's cards left.
  const topLeft = v.stage === 1 ? Math.max(0, Math.floor(REGULAR_TRENCH.length / 2) - t.drawn) : 0;
  const at = rng.int(0, Math.max(0, cards.length - topLeft));
  cards.splice(at, 0, objective);
  return { deck: cards, aside };
}

/** A state consistent with `v` (any seat's view: they are all the table's), unknowns from `rng`. */
export function determinize(v: FiammeView, _seat: Seat, rng: Rng): FiammeState {
  const seen = new Set([...v.tdn.discard, ...(v.tdn.current ? [v.tdn.current.id] : [])]);
  const tdnDeck = v.tdn.used ? rng.shuffle(TDN_CARDS.map((c) => c.id).filter((id) => !seen.has(id))) : [];
  const { deck, aside } = trenchOf(v, rng);
  const tokens = tokensFor(v.enemies, rng);
  if (!tokens) throw new Error('determinize: no enemy tokens show these sides');
  const enemies: EnemyOnTable[] = v.enemies.map((e, i) => ({ t: tokens[i], up: e.side === 'front', hard: e.unbreakable }));
  const bag = rng.shuffle(ENEMY_TOKENS.map((_, k) => k).filter((k) => !tokens.includes(k)));
  const units: UnitState[] = v.units.map((u) => ({
    id: u.id,
    owner: u.owner,
    kind: u.kind,
    number: u.number,
    nameKey: u.nameKey,
    attrs: { ...u.attrs },
    fuoco: u.fuoco ? [u.fuoco[0], u.fuoco[1]] : null,
    wounds: u.wounds,
    grenades: u.grenades,
    status: u.status,
    missions: u.missions,
    veteran: u.veteran,
  }));
  const b = v.bookkeeping;
  return {
    rng: seedRng(rng.int(0, 0x7fffffff)),
    mission: v.mission,
    coop: v.mode === 'coop',
    seatCount: v.seatCount,
    physical: v.physicalDice,
    campaign: { ...b.campaign, history: b.campaign.history.map((h) => ({ ...h })) },
    units,
    ardimento: v.ardimento,
    phase: v.phase,
    stage: v.stage,
    turn: v.turn,
    tdnDeck,
    tdnDrawn: v.tdn.drawn,
    tdnCard: v.tdn.current ? v.tdn.current.id : null,
    tdnDiscard: v.tdn.discard.slice(),
    trenchDeck: deck,
    trenchCard: v.trench.current ? v.trench.current.id : null,
    trenchDiscard: v.trench.discard.slice(),
    trenchAside: aside,
    trenchDrawn: v.trench.drawn,
    bag,
    enemies,
    pc: v.commandPoints.slice(),
    tokens: v.tokens.slice(),
    modifier: v.onCard.modifier,
    bomb: v.onCard.bomb,
    suppression: v.onCard.suppression,
    pm: v.pm,
    active: v.active ?? -1,
    volunteer: b.volunteer,
    fuocoUnit: b.fuocoUnit,
    flow: flowOfView(v),
    actor: v.decision ? v.decision.seat : 0,
    lastRoll: v.lastRoll ? structuredClone(v.lastRoll) : null,
    rollSeq: b.rollSeq,
    // A lost mission ends at once; a won one may first wait for its veterans.
    result: v.phase !== 'end' ? null : v.outcome && v.outcome.winners.length === 0 ? 'lost' : 'won',
    log: v.log.map((e) => ({ key: e.key, params: { ...e.params } })),
  };
}
