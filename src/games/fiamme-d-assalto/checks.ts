// What the contract test needs of Fiamme d'assalto beyond its rules (GameChecks): the missions to
// play (every mission, solo and co-op, the app's dice and physical dice), what nobody may see
// (the order of the decks, which token is in the bag or on the table), and the game's
// invariants (every card and token once, counters in range, one seat deciding).
import type { Rng } from '../../engine/rng.ts';
import { seedRng } from '../../engine/rng.ts';
import type { Viewer } from '../../engine/types.ts';
import type { GameChecks } from '../types.ts';
import {
  ENEMY_TOKENS,
  GRENADES_MAX,
  LINK_CARD,
  MISSION_IDS,
  MISSIONS,
  OBJECTIVE_CARDS,
  TDN_CARDS,
  TRENCH_BY_ID,
  TRENCH_CARDS,
} from './content.ts';
import { fiammeRules, inventory, rosterAfter, stepNow, type FiammeOptions, type FiammeState } from './rules.ts';

const TDN_ALL = TDN_CARDS.map((c) => c.id).sort().join();
const REGULAR = TRENCH_CARDS.map((c) => c.id);
const REGULAR_SET = new Set(REGULAR);
const OBJECTIVES = new Set(OBJECTIVE_CARDS.map((c) => c.id));
/** How many dice each roll has (command dice: by seat count; fire: by the enemies). */
const DICE: Record<string, number | null> = {
  select: 1,
  test: 1,
  sniper: 1,
  pm: 1,
  fuoco: 2,
  enemies: 1,
  grenade: 3,
  fire: null,
  melee: 2,
  granate: 1,
};

/** Missions played by the contract test (and the fuzz tests): as many as the fuzz harness played. */
export const APP_DICE_GAMES = 1000;
export const PHYSICAL_DICE_GAMES = 40;

const options = (mission: FiammeOptions['mission'], physicalDice: boolean): FiammeOptions => ({ mission, physicalDice, roster: null });

function playouts(): GameChecks['playouts'] {
  const out: { label: string; seatCount: number; options: FiammeOptions; games: number }[] = [];
  for (const physical of [false, true]) {
    for (const seatCount of [1, 2]) {
      for (const mission of MISSION_IDS) {
        out.push({
          label: `${seatCount === 1 ? 'solo' : 'co-op'} M${mission}, ${physical ? 'physical dice' : 'app dice'}`,
          seatCount,
          options: options(mission, physical),
          games: physical ? PHYSICAL_DICE_GAMES : APP_DICE_GAMES,
        });
      }
    }
  }
  return out;
}

/** Card names in the log: cards seen once (the second stage shuffles some of them back). */
function loggedCards(s: FiammeState): Set<string> {
  const out = new Set<string>();
  for (const e of s.log) if (typeof e.params.card === 'string') out.add(e.params.card);
  return out;
}

/**
 * Nothing differs between seats: the same things are hidden from every viewer: the decks (a
 * card drawn is an undo barrier, so the contract test holds every draw to it), the Trincea
 * cards set aside, and which enemy token is which.
 */
function hiddenTokens(s: FiammeState, _viewer: Viewer): string[] {
  const seen = loggedCards(s);
  const unseen = (id: string) => !seen.has(TRENCH_BY_ID[id].nameKey);
  return [
    ...s.tdnDeck,
    ...s.trenchDeck.filter(unseen),
    ...s.trenchAside.filter(unseen),
    ...ENEMY_TOKENS.map((t) => t.id),
  ];
}

/** Same view, other hidden facts: decks and the aside pile reshuffled, the bag and like tokens swapped, another RNG. */
function reshuffleHidden(s: FiammeState, _viewer: Viewer, rng: Rng): FiammeState {
  const regular = rng.shuffle([...s.trenchDeck.filter((id) => REGULAR_SET.has(id)), ...s.trenchAside]);
  const shape = rng.shuffle(s.trenchDeck.map((id) => (REGULAR_SET.has(id) ? null : id)));
  let k = 0;
  const trenchDeck = shape.map((id) => id ?? regular[k++]);
  const trenchAside = regular.slice(k);
  const bag = rng.shuffle(s.bag);
  const enemies = s.enemies.map((e) => {
    const tok = ENEMY_TOKENS[e.t];
    const twins = bag.filter((t) => {
      const o = ENEMY_TOKENS[t];
      return o.fire === tok.fire && o.melee === tok.melee && o.backMelee === tok.backMelee;
    });
    if (twins.length === 0) return { ...e };
    const twin = rng.pick(twins);
    bag[bag.indexOf(twin)] = e.t;
    return { ...e, t: twin };
  });
  return {
    ...s,
    rng: seedRng(rng.int(0, 0x7fffffff)),
    tdnDeck: rng.shuffle(s.tdnDeck),
    trenchDeck,
    trenchAside,
    bag,
    enemies,
  };
}

/** Every card, token, die and counter where it should be; one seat deciding, with a move. */
function invariants(s: FiammeState): string[] {
  const out: string[] = [];
  const step = stepNow(s);
  const inv = inventory(s);
  const m = MISSIONS[s.mission];
  // Terra di Nessuno deck: all eight cards, once each (none in Contrattacco).
  const tdn = inv.tdn.slice().sort().join();
  if (m.tdn ? tdn !== TDN_ALL : tdn !== '') out.push(`tdn cards ${tdn}`);
  // Trincea deck: every regular card once, plus the objectives the mission uses.
  const counts = new Map<string, number>();
  for (const id of inv.trench) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of REGULAR) if (counts.get(id) !== 1) out.push(`trench card ${id} x${counts.get(id) ?? 0}`);
  const objectives = inv.trench.filter((id) => OBJECTIVES.has(id));
  const link = counts.get(LINK_CARD.id) ?? 0;
  const wantObjectives = m.objective === 'random' || (m.objective === 'link' && s.stage === 2) ? 1 : 0;
  if (objectives.length !== wantObjectives) out.push(`objectives ${objectives}`);
  if (link !== (m.objective === 'link' ? 1 : 0)) out.push(`link x${link}`);
  if (inv.trench.length !== REGULAR.length + wantObjectives + link) out.push('trench count');
  // A card stays on the table between turns only when it is an objective holding out (or at a defeat).
  if (s.trenchCard !== null && TRENCH_BY_ID[s.trenchCard].kind === 'trench' && step === 'command' && s.pc.every((x) => x === 0)) {
    if (s.result === null) out.push('a common card left on the table');
  }
  if (s.phase === 'end' && s.result === 'won' && s.trenchCard !== null) out.push('won with a card on the table');
  // Enemy tokens: all in the bag or on the table, once each.
  const tokens = inv.enemies.slice().sort((a, b) => a - b);
  if (tokens.length !== ENEMY_TOKENS.length || tokens.some((t, i) => t !== i)) out.push(`tokens ${tokens}`);
  if (s.enemies.filter((e) => e.hard).length > 1) out.push('two unbreakable enemies');
  if (s.enemies.some((e) => e.hard) && !m.unbreakable) out.push('unbreakable outside Contrattacco');
  if (s.enemies.length > 0 && !['grenade', 'fire', 'melee', 'reroll'].includes(step)) out.push('enemies left outside combat');
  // Counters in range.
  if (s.ardimento < 0 || s.ardimento > 4) out.push(`ardimento ${s.ardimento}`);
  if (s.pc.some((x) => x < 0 || x > 3) || s.tokens.some((x) => x < 0)) out.push(`points ${s.pc} ${s.tokens}`);
  if (s.suppression < 0) out.push('suppression');
  for (const u of s.units) {
    if (u.grenades < 0 || u.grenades > GRENADES_MAX) out.push(`${u.id} grenades ${u.grenades}`);
    if (u.wounds < 0 || u.wounds > 3) out.push(`${u.id} wounds ${u.wounds}`);
    if ((u.wounds >= 3) !== (u.status === 'eliminated')) out.push(`${u.id} ${u.wounds} wounds but ${u.status}`);
  }
  if (s.coop && s.pm !== 'none') out.push('PM card in co-op');
  if (!m.pm && s.pm !== 'none') out.push('PM card in Senza tregua');
  // The active unit is in play whenever a step concerns it.
  if (['test', 'sniper', 'grenade', 'fire', 'melee', 'granate'].includes(step)) {
    if (s.active < 0 || s.units[s.active].status !== 'ready') out.push('no active unit');
  }
  // The latest roll: dice 1..6, the right number, the enemy's melee die never rerollable.
  const r = s.lastRoll;
  if (r) {
    if (r.dice.some((d) => !Number.isInteger(d.value) || d.value < 1 || d.value > 6)) out.push('die value');
    const want = r.purpose === 'command' ? (s.coop ? 2 : 3) : DICE[r.purpose];
    if (want !== null && r.dice.length !== want) out.push(`${r.purpose} with ${r.dice.length} dice`);
    for (const d of r.dice) if (d.rerollable === (d.role === 'meleeEnemy')) out.push(`rerollable ${d.role}`);
    if (step === 'reroll' && (r.final || s.ardimento === 0)) out.push('reroll step without a reroll');
  }
  // A finished mission: won by every seat with someone standing, or lost with nobody left ready.
  if (step === 'over') {
    const o = fiammeRules.outcome(s);
    const everyone = Array.from({ length: s.seatCount }, (_, i) => i);
    if (s.result === 'won') {
      if (JSON.stringify(o?.winners) !== JSON.stringify(everyone)) out.push(`won but winners ${JSON.stringify(o?.winners)}`);
      if (s.units.every((u) => u.status === 'eliminated')) out.push('won with every unit eliminated');
    } else {
      if (o?.winners.length !== 0) out.push(`lost but winners ${JSON.stringify(o?.winners)}`);
      if (s.units.some((u) => u.status === 'ready')) out.push('lost with a unit ready');
    }
    if (rosterAfter(s).units.length !== s.units.length) out.push('the campaign roster lost a unit');
  }
  // Decisions: exactly one seat acts, with at least one legal move.
  const d = fiammeRules.decision(s);
  if ((d === null) !== (step === 'over')) out.push('decision');
  if (d) {
    if (fiammeRules.legalMoves(s, d.seat).length === 0) out.push('no legal move');
    for (let seat = 0; seat < s.seatCount; seat++) if (seat !== d.seat && fiammeRules.legalMoves(s, seat).length > 0) out.push('two seats act');
  }
  return out;
}

/**
 * Random play both wins and loses every mission over a thousand tries with the app's dice (the
 * first mission, a training raid, may always be won); physical-dice sets are too short to say.
 */
function spread(finals: readonly FiammeState[], options: unknown): string[] {
  const o = options as FiammeOptions;
  if (o.physicalDice) return [];
  const wins = finals.filter((s) => s.result === 'won').length;
  const out: string[] = [];
  if (wins === 0) out.push(`mission ${o.mission} never won in ${finals.length} random games`);
  if (o.mission !== 1 && wins === finals.length) out.push(`mission ${o.mission} never lost in ${finals.length} random games`);
  return out;
}

const checks: GameChecks<FiammeState> = { playouts: playouts(), hiddenTokens, reshuffleHidden, invariants, spread };

export default checks;
