// The seven action effects (Appendice: Carte Azione) and the activation conditions.
import { describe, expect, it } from 'vitest';
import { ACTION_CARDS, RESOURCES, type Effect } from '../../../src/games/repubblica-ribelle/content.ts';
import { ribelleRules, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import { act, cardId, clearHands, give, loc, next, pick, playMission, setMission, skipToMission, start } from './helpers.ts';

const quiet = (c: (typeof ACTION_CARDS)[number]) => RESOURCES.some((r) => r.phase === 2 && r.id === c.activation);
const phase1 = RESOURCES.filter((r) => r.phase === 1);

/**
 * Seat 0 (rosso, Stella) plays one phase-I resource card with `effect`, its CP standing on the
 * resource, plus a Stella card (draw or support) that keeps its activation step open afterwards.
 */
function scenario(
  effect: Effect,
  mission: 'M11' | 'M13' = 'M11',
  prep: (s: RibelleState) => void = () => {},
): { s: RibelleState; card: number; keeper: number } {
  let s = start(3, 21);
  setMission(s, mission);
  clearHands(s);
  const [card] = pick((c) => c.effect === effect && phase1.some((r) => r.id === c.activation), 1);
  const [keeper] = pick((c) => c.activation === 'stella' && ['draw', 'support'].includes(c.effect) && c.effect !== effect, 1, [card]);
  give(s, 0, [card, keeper]);
  give(s, 1, pick(quiet, 3, [card, keeper]));
  const where = phase1.find((r) => r.id === ACTION_CARDS[card].activation)!.locality;
  s.seats[0].cp[0] = loc(where);
  prep(s);
  s = skipToMission(s);
  s = playMission(s, { 0: [cardId(card), cardId(keeper)] });
  s = next(s, { type: 'reveal' });
  expect(ribelleRules.decision(s)).toEqual({ seat: 0, secret: false, kind: 'ribelle.step.activate' });
  return { s, card, keeper };
}

describe('action effects', () => {
  it('draw: one action card from the deck', () => {
    const { s, card } = scenario('draw');
    const t = act(s, 0, { type: 'activate', card: cardId(card) });
    expect(t.seats[0].hand.length).toBe(s.seats[0].hand.length + 1);
    expect(t.deck.length).toBe(s.deck.length - 1);
  });

  it('move: 2 movement points to spend at once, no free Radici move, counted for the bonus', () => {
    const { s, card, keeper } = scenario('move', 'M13'); // M13 at Cavola (Toano)
    let t = act(s, 0, { type: 'activate', card: cardId(card) });
    expect(ribelleRules.decision(t)).toEqual({ seat: 0, secret: false, kind: 'ribelle.step.bonusMove' });
    expect(ribelleRules.view(t, 'table').detail.mp).toBe(2);
    expect(ribelleRules.apply(t, 0, { type: 'endActivation' })).toEqual({ ok: false, reason: 'ribelle.error.stillMoving' });
    // Montefiorino -> Cerredolo is on the Radici, but here it costs its point.
    t = act(t, 0, { type: 'move', piece: 'dm', from: 'montefiorino', to: 'cerredolo' });
    expect(ribelleRules.view(t, 'table').tasks[0]).toMatchObject({ t: 'activate', mp: 1 });
    t = act(t, 0, { type: 'move', piece: 'dm', from: 'cerredolo', to: 'toano' });
    // Points spent: back to activating (the keeper card is still there).
    expect(ribelleRules.decision(t)?.kind).toBe('ribelle.step.activate');
    expect(ribelleRules.view(t, 'table').detail.activatable).toEqual([cardId(keeper)]);
    t = act(t, 0, { type: 'endActivation' });
    expect((t.res ?? t.lastRes)!.seats[0].pieceBonus).toBe(1);
  });

  it('move: unspent points are lost when you stop', () => {
    const { s, card } = scenario('move');
    let t = act(s, 0, { type: 'activate', card: cardId(card) });
    t = act(t, 0, { type: 'move', piece: 'dm', from: 'montefiorino', to: 'palagano' });
    t = act(t, 0, { type: 'stop' });
    expect(ribelleRules.decision(t)?.kind).toBe('ribelle.step.activate');
    expect(ribelleRules.apply(t, 0, { type: 'stop' })).toEqual({ ok: false, reason: 'ribelle.error.notMoving' });
  });

  it('discard 1 card from an opponent’s scoring box: the top card', () => {
    let a = -1;
    let b = -1;
    const { s, card } = scenario('discardPile', 'M11', (s) => {
      [a, b] = s.deck.slice(0, 2);
      s.deck = s.deck.slice(2);
      s.seats[1].piles[1] = [a, b];
    });
    const options = ribelleRules.legalMoves(s, 0).filter((m) => m.type === 'activate' && m.card === cardId(card));
    expect(options).toEqual([{ type: 'activate', card: cardId(card), target: { seat: 1, pile: 'political' } }]);
    const t = act(s, 0, options[0]);
    expect(t.seats[1].piles[1]).toEqual([a]);
    expect(t.discard[t.discard.length - 1]).toBe(b);
  });

  it('+1 per card played, leader included', () => {
    let s = start(3, 22);
    setMission(s, 'M11');
    clearHands(s);
    const [card] = pick((c) => c.effect === 'plusPerCard' && c.activation === 'grano', 1);
    const extra = pick(quiet, 2, [card]);
    give(s, 0, [card, ...extra]);
    s.seats[0].cp[0] = loc('cerredolo');
    s = skipToMission(s);
    s = playMission(s, { 0: [cardId(card), ...extra.map(cardId), 'ld-rosso-1'] });
    s = next(s, { type: 'reveal' });
    s = act(s, 0, { type: 'activate', card: cardId(card) });
    const r = (s.res ?? s.lastRes)!.seats[0];
    expect(r.plus).toBe(4);
    // Mario Ricci "Armando" counts 4 military points.
    expect(r.cardPoints).toBe([card, ...extra].reduce((a, ci) => a + ACTION_CARDS[ci].military, 0) + 4);
    expect(r.total).toBe(r.cardPoints + 4 + r.pieceBonus + r.baseBonus);
  });

  it('place 1 CP or 1 DM at your base', () => {
    const { s, card } = scenario('place');
    const opts = ribelleRules.legalMoves(s, 0).filter((m) => m.type === 'activate' && m.card === cardId(card));
    expect(opts.map((m) => (m as { piece?: string }).piece).sort()).toEqual(['cp', 'dm']);
    const t = act(s, 0, { type: 'activate', card: cardId(card), piece: 'dm' });
    expect(t.seats[0].dm.filter((l) => l === t.seats[0].base)).toHaveLength(1);
    expect(ribelleRules.apply(s, 0, { type: 'activate', card: cardId(card) })).toEqual({ ok: false, reason: 'ribelle.error.badTarget' });
  });

  it('take 1 card from an opponent’s hand: a random action card, never the leader', () => {
    const { s, card } = scenario('steal');
    const r = ribelleRules.apply(s, 0, { type: 'activate', card: cardId(card), target: { seat: 1 } });
    expect(r.ok && r.barrier).toBe(true);
    const t = (r as { state: RibelleState }).state;
    expect(t.seats[1].hand.length).toBe(s.seats[1].hand.length - 1);
    expect(t.seats[0].hand.length).toBe(s.seats[0].hand.length + 1);
    expect(t.seats[1].leader1).toBe('hand');
    const bad = ribelleRules.apply(s, 0, { type: 'activate', card: cardId(card), target: { seat: 0 } });
    expect(bad).toEqual({ ok: false, reason: 'ribelle.error.badTarget' });
    // Seat 2 has no cards in hand: not a target.
    const targets = ribelleRules.legalMoves(s, 0).filter((m) => m.type === 'activate' && m.card === cardId(card));
    expect(targets).toEqual([{ type: 'activate', card: cardId(card), target: { seat: 1 } }]);
  });

  it('support +1', () => {
    const { s, card } = scenario('support');
    const t = act(s, 0, { type: 'activate', card: cardId(card) });
    expect(t.seats[0].support).toBe(s.seats[0].support + 1);
  });
});

describe('activation conditions', () => {
  it('Stella and Fiamma cards work only for their faction, one per mission', () => {
    let s = start(3, 23);
    setMission(s, 'M11');
    clearHands(s);
    const stars = pick((c) => c.activation === 'stella' && ['draw', 'plusPerCard', 'support'].includes(c.effect), 2);
    const grain = pick((c) => c.activation === 'grano' && ['draw', 'plusPerCard', 'support'].includes(c.effect), 1);
    const star1 = pick((c) => c.activation === 'stella', 1, stars);
    give(s, 0, [...stars, ...grain]); // rosso: Stella
    give(s, 1, star1); // verde: Fiamma
    s.seats[0].dm[0] = loc('cerredolo');
    s = skipToMission(s);
    s = playMission(s, { 0: [...stars, ...grain].map(cardId), 1: star1.map(cardId) });
    s = next(s, { type: 'reveal' });
    s = act(s, 0, { type: 'activate', card: cardId(stars[0]) });
    expect(ribelleRules.apply(s, 0, { type: 'activate', card: cardId(stars[1]) })).toEqual({ ok: false, reason: 'ribelle.error.factionUsed' });
    s = act(s, 0, { type: 'activate', card: cardId(grain[0]) });
    // Seat 0 is done (nothing left), seat 1's Stella card cannot be activated by a Fiamma board.
    expect(ribelleRules.decision(s)?.seat).not.toBe(1);
    expect(s.res?.seats[1].activated ?? []).toEqual([]);
  });

  it('a card can always be played for its value, even with no piece on its resource', () => {
    let s = start(3, 24);
    setMission(s, 'M11');
    clearHands(s);
    const cards = pick((c) => c.activation === 'armi' && c.military > 0, 2);
    give(s, 2, cards);
    s = skipToMission(s);
    s = playMission(s, { 2: cards.map(cardId) });
    s = next(s, { type: 'reveal' });
    const r = (s.res ?? s.lastRes)!.seats[2];
    expect(r.activated).toEqual([]);
    expect(r.cardPoints).toBe(cards.reduce((a, ci) => a + ACTION_CARDS[ci].military, 0));
  });
});
