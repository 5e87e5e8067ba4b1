// Every card and every faction ability, played through the rules' own steps.
import { describe, expect, it } from 'vitest';
import { fabrisikoRules as R } from '../../../src/games/fabrisiko/rules.ts';
import { playableEvents } from '../../../src/games/fabrisiko/rules/turn.ts';
import type { FabState } from '../../../src/games/fabrisiko/rules/types.ts';
import type { FactionId } from '../../../src/games/fabrisiko/content/index.ts';
import { T, apply, at, begin, game, logKeys, put, stage, stepNow } from './helpers.ts';

/** Seat 0's turn at its event step, holding `cards`. */
function eventTurn(cards: string[], factions: FactionId[] = ['melano', 'albacina']): FabState {
  const s = game(factions);
  s.turnIdx = s.order.indexOf(0);
  s.hands[0] = cards.slice();
  at(s, 'event');
  return s;
}

/** Seat 0 (attacker, at invade) against seat 1's `defenders` in Albacina, from Ca' Maiano. */
function battleAt(attackers: [string, number][], defenders: [string, number][], aHand: string[], dHand: string[], factions: FactionId[] = ['melano', 'albacina']): FabState {
  let s = game(factions, 11);
  s.turnIdx = s.order.indexOf(0);
  at(s, 'invade');
  s.owner[T('ca-maiano')] = 0;
  s.res = [5, 5];
  for (const [k, n] of attackers) put(s, 0, k as 'inf', 'ca-maiano', n);
  for (const [k, n] of defenders) put(s, 1, k as 'inf', 'albacina', n);
  s.hands[0] = aHand;
  s.hands[1] = dHand;
  for (const [k, n] of attackers) s = apply(s, { type: 'move', from: T('ca-maiano'), to: T('albacina'), kind: k as 'inf', n });
  s = apply(s, { type: 'next' });
  return apply(s, { type: 'battle', at: T('albacina'), bombers: [] });
}

const cards = (s: FabState, c: string[], aa = 0, colle = false): FabState => apply(s, { type: 'cards', cards: c, aa, colle });

describe('event cards', () => {
  it('is obligatory: with an event in hand the turn waits for one', () => {
    const s = game(['melano', 'albacina']);
    s.turnIdx = s.order.indexOf(0);
    s.deck.draw.push('sagra#1', 'tregua#1', 'crescita#1');
    for (const t of ['paterno', 'precicchie', 'attiggio', 'ca-maiano', 'nebbiano']) s.owner[T(t)] = 0;
    const next = begin(s);
    expect(next.hands[0]).toEqual(['crescita#1', 'tregua#1']);
    expect(stepNow(next)).toBe('event');
    expect(R.decision(next)!.secret).toBe(true);
    expect(R.legalMoves(next, 0)).toEqual([{ type: 'event', card: 'crescita#1' }]);
  });

  it('Crescita economica, Sagra paesana and Il Marchigiano set their effects for the turn', () => {
    expect(apply(eventTurn(['crescita#1']), { type: 'event', card: 'crescita#1' }).crescita).toBe(true);
    expect(apply(eventTurn(['sagra#1']), { type: 'event', card: 'sagra#1' }).sagra).toEqual([0]);
    expect(apply(eventTurn(['marchigiano#1']), { type: 'event', card: 'marchigiano#1' }).marchigiano).toBe(true);
  });

  it('Palio stops hostilities and the holder of Fabriano draws a card; only once a global turn', () => {
    const s = eventTurn(['palio#1', 'palio#2']);
    s.owner[T('fabriano')] = 1;
    const next = apply(s, { type: 'event', card: 'palio#1' });
    expect(next.palio).toBe(true);
    expect(next.hands[1]).toHaveLength(1);
    const again = eventTurn(['palio#2']);
    again.eventsThisGlobal = ['palio'];
    expect(playableEvents(again, 0)).toEqual([]);
    expect(R.legalMoves(again, 0)).toEqual([]);
    expect(R.apply(again, 0, { type: 'event', card: 'palio#2' })).toEqual({ ok: false, reason: 'fabrisiko.error.noCard' });
  });

  it('Caldo estremo: everyone pays 1 a unit; short players choose the units they lose', () => {
    const s = eventTurn(['caldo#1']);
    s.res = [10, 1];
    put(s, 0, 'inf', 'melano', 3);
    put(s, 1, 'inf', 'albacina', 3);
    let next = apply(s, { type: 'event', card: 'caldo#1' });
    expect(next.res).toEqual([7, 0]);
    expect(stepNow(next)).toBe('heat');
    expect(R.decision(next)!.seat).toBe(1);
    next = apply(next, { type: 'heatLose', at: T('albacina'), kind: 'inf' });
    next = apply(next, { type: 'heatLose', at: T('albacina'), kind: 'inf' });
    expect(next.units.filter((u) => u.o === 1).reduce((n, u) => n + u.n, 0)).toBe(1);
    expect(stepNow(next)).not.toBe('heat');
  });

  it('Reperti archeologici pays by its table; Scambi commerciali needs Fabriano', () => {
    const r = apply(eventTurn(['reperti#1']), { type: 'event', card: 'reperti#1' });
    expect(r.res[0]).toBeGreaterThanOrEqual(2);
    expect(r.res[0]).toBeLessThanOrEqual(20);
    const without = apply(eventTurn(['scambi#1']), { type: 'event', card: 'scambi#1' });
    expect(without.res[0]).toBe(0);
    expect(logKeys(without)).toContain('fabrisiko.log.noEffect');
    const s = eventTurn(['scambi#1']);
    s.owner[T('fabriano')] = 0;
    s.owner[T('albacina')] = 0;
    const withF = apply(s, { type: 'event', card: 'scambi#1' });
    expect(withF.res[0]).toBeGreaterThanOrEqual(2);
    expect(withF.res[0]).toBeLessThanOrEqual(10);
  });

  it('Ribellione paesana: the next player picks, the units fall back, 2 resources a structure, the frazione turns neutral', () => {
    const s = eventTurn(['ribellione#1']);
    s.owner[T('paterno')] = 0;
    s.factory[T('paterno')] = true;
    put(s, 0, 'inf', 'paterno', 2);
    let next = apply(s, { type: 'event', card: 'ribellione#1' });
    expect(stepNow(next)).toBe('revoltPick');
    expect(R.decision(next)!.seat).toBe(next.order[(next.turnIdx + 1) % 2]);
    expect(R.legalMoves(next, R.decision(next)!.seat)).toEqual([{ type: 'revoltPick', at: T('paterno') }]);
    next = apply(next, { type: 'revoltPick', at: T('paterno') });
    next = apply(next, { type: 'flee', to: T('melano') });
    expect(next.owner[T('paterno')]).toBe(-1);
    expect(next.factory[T('paterno')]).toBe(false);
    expect(next.res[0]).toBe(2);
    expect(next.units.filter((u) => u.at === T('melano') && u.k === 'inf').reduce((n, u) => n + u.n, 0)).toBe(2);
  });

  it('Terremoto: the epicentre and its neighbours pay 2 a structure or lose them', () => {
    const s = eventTurn(['terremoto#1']);
    s.factory[T('melano')] = true;
    s.aa[T('melano')] = true;
    s.res[0] = 2;
    let next = apply(s, { type: 'event', card: 'terremoto#1' });
    next = apply(next, { type: 'epicentre', at: T('melano') });
    expect(next.res[0]).toBe(0);
    expect(stepNow(next)).toBe('quake');
    next = apply(next, { type: 'quakeLose', at: T('melano'), kind: 'aa' });
    expect([next.factory[T('melano')], next.aa[T('melano')]]).toEqual([true, false]);
  });
});

describe('strategic cards', () => {
  it('both sides choose in secret; the attacker\u2019s choice is hidden from the defender until both are shown', () => {
    let s = battleAt([['tank', 2]], [['inf', 2]], ['armaSegreta#1'], ['difesaValorosa#1']);
    expect(stage(s)).toBe('attackCards');
    expect(R.decision(s)!.secret).toBe(true);
    s = cards(s, ['armaSegreta#1']);
    expect(stage(s)).toBe('defendCards');
    expect(R.view(s, 1).battle!.aCards).toBeNull();
    s = cards(s, ['difesaValorosa#1']);
    expect(s.battle!.valorosa).toBe(true);
    expect(s.battle!.a.some((u) => u.k === 'tank' && u.bonus === 2)).toBe(true);
    expect(s.res[0]).toBe(4);
    expect(s.deck.discard).toEqual(expect.arrayContaining(['armaSegreta#1', 'difesaValorosa#1']));
  });

  it('a side holding any card chooses in secret, so the cover does not tell whether it holds strategic cards', () => {
    const s = battleAt([['tank', 2]], [['inf', 1]], ['palio#1'], []);
    expect(stage(s)).toBe('attackCards');
    expect(R.decision(s)!.secret).toBe(true);
    expect(R.legalMoves(s, 0)).toEqual([{ type: 'cards', cards: [], aa: 0, colle: false }]);
  });

  it('Tregua sends the invaders back where they came from', () => {
    let s = battleAt([['tank', 2]], [['inf', 1]], [], ['tregua#1']);
    s = cards(s, ['tregua#1']);
    expect(s.battle).toBeNull();
    expect(s.units.filter((u) => u.o === 0 && u.at === T('ca-maiano')).reduce((n, u) => n + u.n, 0)).toBe(2);
    expect(s.owner[T('albacina')]).toBe(1);
  });

  it('Tradimento: the opponent picks a unit of theirs that changes sides', () => {
    let s = battleAt([['tank', 2]], [['inf', 1], ['tank', 1]], ['tradimento#1'], []);
    s = cards(s, ['tradimento#1']);
    if (stage(s) === 'defendCards') s = cards(s, []);
    expect(stage(s)).toBe('betray');
    expect(R.decision(s)!.seat).toBe(1);
    s = apply(s, { type: 'betray', kind: 'tank' });
    expect(s.battle!.a.filter((u) => u.k === 'tank')).toHaveLength(3);
    expect(s.battle!.d.map((u) => u.k)).toEqual(['inf']);
  });

  it('Arma biologica rolls for every land unit; Attacco fulmineo removes the first round\u2019s hits at once', () => {
    let s = battleAt([['tank', 3]], [['inf', 3]], ['armaBiologica#1', 'attaccoFulmineo#1'], []);
    s = cards(s, ['armaBiologica#1', 'attaccoFulmineo#1']);
    expect(s.log.flat().filter((e) => e.params?.why === 'fabrisiko.roll.bio').length).toBeGreaterThan(0);
    if (s.battle) {
      expect(s.battle.fulmineo).toBe(true);
      const before = s.battle.d.length;
      s = apply(s, { type: 'fire' });
      if (stage(s) === 'losses') s = apply(s, R.legalMoves(s, R.decision(s)!.seat)[0]);
      if (s.battle) expect(s.battle.d.every((u) => !u.hit)).toBe(true);
      if (s.battle) expect(s.battle.d.length).toBeLessThanOrEqual(before);
    }
  });
});

describe('faction abilities', () => {
  it('Marischio\u2019s Carnevale: after drawing, roll to swap cards', () => {
    const s = game(['marischio', 'albacina']);
    s.turnIdx = s.order.indexOf(0);
    for (const t of ['argignano', 'belvedere', 'nebbiano']) s.owner[T(t)] = 0;
    const next = begin(s);
    expect(stepNow(next)).toBe('carnival');
    const after = apply(next, { type: 'carnival', use: true });
    expect(after.log.flat().some((e) => e.params?.why === 'fabrisiko.roll.carnival')).toBe(true);
    expect(['swap', 'event', 'place', 'buy', 'invade']).toContain(stepNow(after));
  });

  it('Marischio\u2019s Fabriano vicina: invading a neutral Fabriano rolls first', () => {
    let s = game(['marischio', 'albacina'], 4);
    s.turnIdx = s.order.indexOf(0);
    at(s, 'invade');
    put(s, 0, 'inf', 'marischio', 2);
    s = apply(s, { type: 'move', from: T('marischio'), to: T('fabriano'), kind: 'inf', n: 2 });
    expect(logKeys(s)).toContain('fabrisiko.log.vicina');
    const result = s.log.flat().find((e) => e.key === 'fabrisiko.log.vicina')!.params!.result;
    expect(s.owner[T('fabriano')] === 0).toBe(result === 'taken');
    if (result !== 'taken') expect(s.fabrianoBarred).toBe(true);
  });

  it('Collamato\u2019s Colle ameno is offered to it when it defends, once a turn', () => {
    const s = battleAt([['tank', 2]], [['inf', 2]], [], [], ['melano', 'collamato']);
    expect(stage(s)).toBe('defendCards');
    expect(R.decision(s)!.secret).toBe(false);
    expect(R.legalMoves(s, 1).some((m) => m.type === 'cards' && m.colle)).toBe(true);
    const next = cards(s, [], 0, true);
    expect(next.colleUsed).toBe(true);
  });

  it('Melano\u2019s crayfish: a missed die may be rolled again, once a turn', () => {
    let s = battleAt([['inf', 8]], [['inf', 8]], [], []);
    s = apply(s, { type: 'fire' });
    // Eight infantry hitting on 2: a miss is all but certain.
    expect(stage(s)).toBe('reroll');
    const die = s.battle!.roll.findIndex((v, i) => v > s.battle!.fire[i]);
    s = apply(s, { type: 'reroll', die });
    expect(s.rerollsUsed).toBe(1);
    expect(stage(s)).not.toBe('reroll');
  });
});
