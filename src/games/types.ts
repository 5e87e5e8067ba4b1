// What a game package gives the shell. Each game lives in src/games/<id>/ and is loaded lazily.
import type { ComponentType } from 'preact';
import type { AnyRules, PendingDecision, Seat } from '../engine/types.ts';
import type { GameContent, Text } from '../engine/content.ts';
import type { Catalog } from '../i18n/index.ts';
import type { LogEntry } from '../table/log.ts';
import type { GameSetup } from '../engine/replay.ts';

export interface SeatInfo {
  name: string;
  color: string;
}

export interface MoveResult {
  ok: boolean;
  /** i18n key of the reason when refused. */
  reason?: string;
}

export interface TableProps<V = unknown> {
  /** view(state, 'table'): never a seat's secrets. */
  view: V;
  seats: readonly SeatInfo[];
  decision: PendingDecision | null;
  /** Plays a public decision (decision.secret is false) for decision.seat. */
  onMove: (move: unknown) => Promise<MoveResult>;
}

export interface PrivateProps<V = unknown> {
  /** view(state, seat): this seat's secrets and nothing of anyone else's. */
  view: V;
  seat: Seat;
  seats: readonly SeatInfo[];
  /** The seat's own secret decision, or null when the seat only looks at its cards. */
  decision: PendingDecision | null;
  onMove: (move: unknown) => Promise<MoveResult>;
}

export interface OptionsProps<O = unknown> {
  options: O;
  seats: readonly SeatInfo[];
  onChange: (options: O) => void;
}

export interface HelpSection {
  title: Text;
  body: readonly Text[];
}

export interface GamePackage {
  rules: AnyRules;
  content: GameContent;
  strings: { it: Catalog; en: Catalog };
  help: readonly HelpSection[];
  Table: ComponentType<TableProps>;
  Private: ComponentType<PrivateProps>;
  /** Sentences for the game's public log entries; the shell has a plain default. */
  formatLog?: (entry: LogEntry, seatNames: readonly string[], tableView: unknown) => string;
  /** Extra set-up questions for the new-game wizard (first Centurion, scenario...). */
  Options?: ComponentType<OptionsProps>;
  /**
   * Campaigns: the options of the game that follows a finished one (the same seats play it),
   * or null when there is none. The end screen offers it as the next save of the campaign;
   * `retry` says the same game is played again (after a defeat).
   */
  nextSetup?: (finalState: unknown, setup: GameSetup) => { options: unknown; title?: string; retry?: boolean } | null;
}
