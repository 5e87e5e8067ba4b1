// Each game's app players, loaded on demand. The registry's entries point here, and the app
// players' worker imports this file alone: the registry's package loaders register the games'
// strings with the shell's i18n, which would bring Preact and signals into the worker.
import type { AppPlayers } from '../engine/players.ts';

export const PLAYERS: Readonly<Record<string, () => Promise<AppPlayers>>> = {
  rubico: () => import('./rubico/players.ts').then((m) => m.default as AppPlayers),
  'repubblica-ribelle': () => import('./repubblica-ribelle/players.ts').then((m) => m.default as AppPlayers),
  fabrisiko: () => import('./fabrisiko/players.ts').then((m) => m.default as AppPlayers),
  corteo: () => import('./corteo/players.ts').then((m) => m.default as AppPlayers),
  'fiamme-d-assalto': () => import('./fiamme-d-assalto/players.ts').then((m) => m.default as AppPlayers),
};
