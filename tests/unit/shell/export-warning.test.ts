// Exporting an unfinished game that hides something asks first (the file, whole game and seed,
// shows every secret): which saves ask, from the registry's `hides`.
import { describe, expect, it } from 'vitest';
import { exportShowsSecrets } from '../../../src/app/screens/Saves.tsx';
import { GAMES } from '../../../src/games/registry.ts';

const save = (gameId: string, options: unknown, status: 'playing' | 'finished' | 'abandoned' = 'playing') => ({ gameId, status, setup: { options, seatCount: 3, seed: 1 } });

describe('the export warning', () => {
  it('asks for an unfinished game with secrets, not for a finished one or a game that hides nothing', () => {
    expect(exportShowsSecrets(save('rubico', { firstCenturion: 0 }))).toBe(true);
    expect(exportShowsSecrets(save('rubico', { firstCenturion: 0 }, 'abandoned'))).toBe(true);
    expect(exportShowsSecrets(save('rubico', { firstCenturion: 0 }, 'finished'))).toBe(false);
    expect(exportShowsSecrets(save('fabrisiko', { tournament: false }))).toBe(true);
    expect(exportShowsSecrets(save('repubblica-ribelle', { demo: true }))).toBe(true);
    expect(exportShowsSecrets(save('corteo', { mode: 'advanced', map: 'citta', scenario: 'sociale' }))).toBe(true);
    expect(exportShowsSecrets(save('corteo', { mode: 'base', map: 'citta' }))).toBe(false);
    expect(exportShowsSecrets(save('fiamme-d-assalto', { mission: 1 }))).toBe(false);
    expect(exportShowsSecrets(save('corteo', null))).toBe(false);
  });

  it('every game with a private screen says what it hides', () => {
    const hiding = GAMES.filter((g) => g.hides).map((g) => g.id);
    expect(hiding.sort()).toEqual(['corteo', 'fabrisiko', 'repubblica-ribelle', 'rubico']);
  });
});
