// What the screens see (DESIGN.md: the UI never reads raw state). Nothing is secret between
// players, so every seat's view is the table's; what nobody may know is left out: the order of
// the decks, the bag's content and which token is which (a token's id would tell its back).
import { queued, topFrame } from '../../../engine/flow.ts';
import type { PendingDecision, Viewer } from '../../../engine/types.ts';
import { ENEMY_TOKENS, MISSIONS, TDN_BY_ID, TRENCH_BY_ID } from '../content.ts';
import type { FiammeMove, FiammeState, FiammeStep, FiammeView, LogEntry, PendingRollView, RollPurpose, TdnCardView, TrenchCardView, UnitState, UnitView } from './types.ts';
import { ROLL_PURPOSES, STEP_KINDS } from './keys.ts';
import { C, isInt, pool, tdnCard, currentTest, unitKey } from './state.ts';
import { unitOfRoll } from './rolls.ts';
import { fireDiceCount } from './combat.ts';
import { movesNow, rollSpecs, seatNow, stepNow } from './steps.ts';
import { outcome, over, rosterAfter } from './campaign.ts';

/** The decision the table waits for (what the engine derives from the step table). */
export function decision(s: FiammeState): PendingDecision | null {
  const step = stepNow(s);
  if (step === 'over') return null;
  return { seat: seatNow(s)!, secret: false, kind: STEP_KINDS[step] };
}

/** The new veterans still to improve, the one under way first. */
function veteranPending(s: FiammeState): number[] {
  const top = topFrame(s);
  if (top === null || top.step !== 'veteran') return [];
  const queue = s.flow[s.flow.length - 2];
  const rest = queued(queue) ?? [];
  return [top.args as number, ...rest.map((f) => f.args as number)];
}

/**
 * Where a PM roll returns, as the views have always told it: to the enemy roll from that roll
 * on to the next spending (so through the next turn's command dice), else to the spending.
 */
function pmReturn(s: FiammeState): 'spend' | 'enemies' {
  const f = s.flow;
  if (f.length === 0 || f[0].step === 'veterans') return foughtSince(s.log, 1);
  if (f[0].step === 'trenchFight' || f[0].step === 'cardEnd') return 'enemies';
  if (f.length > 1 && f[1].step === 'orders') return foughtSince(s.log, 2);
  return 'spend';
}

/** 'enemies' when the enemies were rolled for since the `turns`-th last turn began. */
function foughtSince(log: readonly LogEntry[], turns: number): 'spend' | 'enemies' {
  for (let i = log.length - 1; i >= 0; i--) {
    const key = log[i].key;
    if (key === 'fiamme.log.enemies') return 'enemies';
    if (key === 'fiamme.log.turn' && --turns === 0) break;
  }
  return 'spend';
}

function unitView(s: FiammeState, u: UnitState, index: number): UnitView {
  return {
    index,
    id: u.id,
    nameKey: u.nameKey,
    owner: u.owner,
    kind: u.kind,
    number: u.number,
    attrs: { ...u.attrs },
    fuoco: u.fuoco ? [u.fuoco[0], u.fuoco[1]] : null,
    wounds: u.wounds,
    penalty: u.wounds >= C.penaltyFrom,
    grenades: u.grenades,
    status: u.status,
    active: s.active === index,
    missions: u.missions,
    veteran: u.veteran,
  };
}

function tdnView(id: string): TdnCardView {
  const c = TDN_BY_ID[id];
  return { id: c.id, nameKey: c.nameKey, test: c.test ? { ...c.test } : null, sniper: c.sniper, pc: c.pc };
}

function trenchView(id: string): TrenchCardView {
  const c = TRENCH_BY_ID[id];
  return {
    id: c.id,
    kind: c.kind,
    nameKey: c.nameKey,
    test: c.test ? { ...c.test } : null,
    enemies: c.enemies.slice(),
    fire: c.fire,
    special: c.special,
  };
}

function pendingRoll(s: FiammeState, step: FiammeStep): PendingRollView | null {
  if (!(ROLL_PURPOSES as readonly string[]).includes(step)) return null;
  const purpose = step as RollPurpose;
  const specs = rollSpecs(s, purpose);
  return {
    purpose,
    seat: s.actor,
    unit: unitOfRoll(s, purpose),
    count: specs.length,
    dice: specs.map((d) => ({ role: d.role, target: d.target, slot: d.slot, rerollable: d.rerollable })),
  };
}

function explain(s: FiammeState, step: FiammeStep): { key: string; params: { [k: string]: string | number } } {
  const unit = s.active >= 0 ? unitKey(s, s.active) : '';
  switch (step) {
    case 'over':
      return { key: s.result === 'won' ? 'fiamme.explain.over.won' : 'fiamme.explain.over.lost', params: {} };
    case 'spend':
      return {
        key: s.phase === 'tdn' ? 'fiamme.explain.spend.tdn' : 'fiamme.explain.spend.trench',
        params: { points: pool(s, s.actor), seat: s.actor },
      };
    case 'reroll':
      return { key: 'fiamme.explain.reroll', params: { ardimento: s.ardimento } };
    case 'test': {
      const t = currentTest(s)!;
      return {
        key: 'fiamme.explain.test',
        params: { unit, attr: `fiamme.attr.${t.attr}`, difficulty: t.difficulty, value: s.units[s.active].attrs[t.attr] },
      };
    }
    case 'sniper':
      return { key: 'fiamme.explain.sniper', params: { unit, target: tdnCard(s)!.sniper as number } };
    case 'command':
      return { key: 'fiamme.explain.command', params: { count: s.coop ? C.diceCoop : C.diceSolo, seat: s.actor } };
    case 'select':
      return { key: s.coop ? 'fiamme.explain.select.coop' : 'fiamme.explain.select', params: { seat: s.actor } };
    case 'enemies':
      return { key: s.pm === 'ready' ? 'fiamme.explain.enemies.pm' : 'fiamme.explain.enemies', params: { unit } };
    case 'fire':
      return { key: 'fiamme.explain.fire', params: { unit, count: fireDiceCount(s) } };
    case 'melee':
      return { key: 'fiamme.explain.melee', params: { unit, enemies: s.enemies.length } };
    case 'veteran':
      return { key: 'fiamme.explain.veteran', params: { unit: unitKey(s, topFrame(s)!.args as number) } };
    case 'fuoco':
      return { key: 'fiamme.explain.fuoco', params: { unit: unitKey(s, s.fuocoUnit) } };
    default:
      return { key: `fiamme.explain.${step}`, params: { unit, seat: s.actor } };
  }
}

/** The moves open now, with roll values left for the player to enter (physical dice). */
function choices(s: FiammeState): FiammeMove[] {
  const moves = movesNow(s);
  if (!s.physical) return moves;
  const out: FiammeMove[] = [];
  const seen = new Set<string>();
  for (const m of moves) {
    let t: FiammeMove = m;
    if (m.type === 'roll') t = { type: 'roll' };
    else if (m.type === 'reroll') t = { type: 'reroll', die: m.die };
    const k = JSON.stringify(t);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(t);
    }
  }
  return out;
}

export function view(s: FiammeState, viewer: Viewer): FiammeView {
  if (viewer !== 'table' && (!isInt(viewer) || viewer < 0 || viewer >= s.seatCount)) {
    throw new RangeError(`no seat ${String(viewer)}`);
  }
  const m = MISSIONS[s.mission];
  const step = stepNow(s);
  const ex = explain(s, step);
  const objectiveInDeck = s.trenchDeck.some((id) => TRENCH_BY_ID[id].kind !== 'trench');
  return {
    viewer,
    mission: s.mission,
    missionKey: m.nameKey,
    mode: s.coop ? 'coop' : 'solo',
    seatCount: s.seatCount,
    physicalDice: s.physical,
    phase: s.phase,
    stage: s.stage,
    turn: s.turn,
    step,
    decision: decision(s),
    explainKey: ex.key,
    explainParams: ex.params,
    choices: choices(s),
    pendingRoll: pendingRoll(s, step),
    lastRoll: s.lastRoll ? { ...s.lastRoll, dice: s.lastRoll.dice.map((d) => ({ ...d })) } : null,
    units: s.units.map((u, i) => unitView(s, u, i)),
    active: s.active >= 0 ? s.active : null,
    ardimento: s.ardimento,
    ardimentoMax: C.ardimentoMax,
    commandPoints: s.pc.slice(),
    tokens: s.tokens.slice(),
    tdn: {
      used: m.tdn,
      deckCount: s.tdnDeck.length,
      drawn: s.tdnDrawn,
      total: m.tdn ? C.tdnCards : 0,
      current: s.tdnCard ? tdnView(s.tdnCard) : null,
      discard: s.tdnDiscard.slice(),
    },
    trench: {
      deckCount: s.trenchDeck.length,
      drawn: s.trenchDrawn,
      total: m.objective === 'none' ? (m.trenchCards ?? null) : null,
      current: s.trenchCard ? trenchView(s.trenchCard) : null,
      discard: s.trenchDiscard.slice(),
      asideCount: s.trenchAside.length,
      objectiveInDeck,
    },
    enemies: s.enemies.map((e, slot) => {
      const tok = ENEMY_TOKENS[e.t];
      return {
        slot,
        side: e.up ? 'front' : 'back',
        fire: e.up ? tok.fire : null,
        melee: e.up ? tok.melee : tok.backMelee,
        unbreakable: e.hard,
      };
    }),
    bagCount: s.bag.length,
    onCard: { modifier: s.modifier, bomb: s.bomb, suppression: s.suppression },
    pm: s.pm,
    veteranPending: veteranPending(s),
    log: s.log.slice(),
    outcome: outcome(s),
    roster: over(s) ? rosterAfter(s) : null,
    bookkeeping: {
      volunteer: s.volunteer,
      fuocoUnit: s.fuocoUnit,
      resume: pmReturn(s),
      rollSeq: s.rollSeq,
      campaign: { ...s.campaign, history: s.campaign.history.map((h) => ({ ...h })) },
    },
  };
}
