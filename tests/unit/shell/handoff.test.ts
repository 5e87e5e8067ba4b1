// The hand-off rule, case by case: the end, the cover, a seat's private screen or the table.
import { describe, expect, it } from 'vitest';
import { whatToShow, type Reveal } from '../../../src/table/handoff.ts';
import type { Outcome, PendingDecision } from '../../../src/engine/types.ts';

const secret = (seat: number): PendingDecision => ({ seat, secret: true, kind: 'test.step.secret' });
const open = (seat: number): PendingDecision => ({ seat, secret: false, kind: 'test.step.open' });
const over: Outcome = { winners: [0], reasonKey: 'test.won' };
const called = (seat: number, purpose: Reveal['purpose'], isOpen: boolean): Reveal => ({ seat, purpose, open: isOpen });

describe('whatToShow', () => {
  it('shows the end once the game is over, whatever was open or pending', () => {
    expect(whatToShow(null, over, null)).toEqual({ screen: 'end' });
    expect(whatToShow(secret(1), over, called(1, 'decision', true))).toEqual({ screen: 'end' });
    expect(whatToShow(null, over, called(2, 'look', false))).toEqual({ screen: 'end' });
  });

  it('shows the table when nothing is secret and nobody was called', () => {
    expect(whatToShow(null, null, null)).toEqual({ screen: 'table' });
    expect(whatToShow(open(2), null, null)).toEqual({ screen: 'table' });
  });

  it("covers the table for a secret decision, in the deciding seat's name", () => {
    expect(whatToShow(secret(2), null, null)).toEqual({ screen: 'cover', seat: 2, purpose: 'decision' });
  });

  it('keeps the cover of a seat called to look, even when another seat has a secret decision', () => {
    expect(whatToShow(open(0), null, called(1, 'look', false))).toEqual({ screen: 'cover', seat: 1, purpose: 'look' });
    expect(whatToShow(secret(2), null, called(1, 'look', false))).toEqual({ screen: 'cover', seat: 1, purpose: 'look' });
  });

  it('after the reveal, shows the private screen with the seat’s own secret decision', () => {
    expect(whatToShow(secret(2), null, called(2, 'decision', true))).toEqual({ screen: 'private', seat: 2, purpose: 'decision', decision: secret(2) });
    // Looking at one's cards while one's own secret decision waits: the decision comes along.
    expect(whatToShow(secret(1), null, called(1, 'look', true))).toEqual({ screen: 'private', seat: 1, purpose: 'look', decision: secret(1) });
  });

  it('gives the private screen no decision that is not its own secret one', () => {
    expect(whatToShow(secret(3), null, called(1, 'look', true))).toEqual({ screen: 'private', seat: 1, purpose: 'look', decision: null });
    expect(whatToShow(open(1), null, called(1, 'look', true))).toEqual({ screen: 'private', seat: 1, purpose: 'look', decision: null });
    expect(whatToShow(null, null, called(1, 'look', true))).toEqual({ screen: 'private', seat: 1, purpose: 'look', decision: null });
  });

  it('keeps an open private screen up when the game moves on underneath (its even dwell)', () => {
    // Seat 2 decided; the next secret decision is seat 3's: seat 2's screen closes itself, not the rule.
    expect(whatToShow(secret(3), null, called(2, 'decision', true))).toEqual({ screen: 'private', seat: 2, purpose: 'decision', decision: null });
    expect(whatToShow(open(0), null, called(2, 'decision', true))).toEqual({ screen: 'private', seat: 2, purpose: 'decision', decision: null });
  });

  describe('with app seats', () => {
    // Seats 1 and 3 are played by the app.
    const app = (seat: number) => seat === 1 || seat === 3;

    it("never covers the table for an app seat's secret decision: the public table shows while it decides", () => {
      expect(whatToShow(secret(1), null, null, app)).toEqual({ screen: 'table' });
      expect(whatToShow(open(3), null, null, app)).toEqual({ screen: 'table' });
    });

    it("a person's secret step after an app's move works exactly as today", () => {
      expect(whatToShow(secret(2), null, null, app)).toEqual({ screen: 'cover', seat: 2, purpose: 'decision' });
      expect(whatToShow(secret(2), null, called(2, 'decision', true), app)).toEqual({ screen: 'private', seat: 2, purpose: 'decision', decision: secret(2) });
    });

    it("keeps a person's cover or private screen up while an app's decision waits (the app waits too)", () => {
      expect(whatToShow(secret(1), null, called(0, 'look', false), app)).toEqual({ screen: 'cover', seat: 0, purpose: 'look' });
      expect(whatToShow(secret(3), null, called(2, 'decision', true), app)).toEqual({ screen: 'private', seat: 2, purpose: 'decision', decision: null });
    });

    it('never calls an app seat to the device, not even to look', () => {
      expect(whatToShow(secret(1), null, called(1, 'decision', false), app)).toEqual({ screen: 'table' });
      expect(whatToShow(open(0), null, called(3, 'look', true), app)).toEqual({ screen: 'table' });
      expect(whatToShow(secret(2), null, called(1, 'look', true), app)).toEqual({ screen: 'cover', seat: 2, purpose: 'decision' });
    });

    it('shows the end to everybody', () => {
      expect(whatToShow(secret(1), over, null, app)).toEqual({ screen: 'end' });
    });
  });
});

describe('whatToShow for a person alone (app seats aside)', () => {
  const app = (seat: number) => seat !== 0;
  it("opens the person's secret decision at once, with no cover", () => {
    expect(whatToShow(secret(0), null, null, app, true)).toEqual({ screen: 'private', seat: 0, purpose: 'decision', decision: secret(0) });
    expect(whatToShow(secret(0), null, null, () => false, true)).toEqual({ screen: 'private', seat: 0, purpose: 'decision', decision: secret(0) });
  });

  it('opens a look at once, and shows the table when nothing of the person is secret', () => {
    expect(whatToShow(open(0), null, called(0, 'look', false), app, true)).toEqual({ screen: 'private', seat: 0, purpose: 'look', decision: null });
    expect(whatToShow(open(0), null, null, app, true)).toEqual({ screen: 'table' });
    // An app seat's secret decision leaves the table up while the app decides.
    expect(whatToShow(secret(2), null, null, app, true)).toEqual({ screen: 'table' });
  });

  it('still shows the end once the game is over', () => {
    expect(whatToShow(secret(0), over, null, app, true)).toEqual({ screen: 'end' });
  });
});
