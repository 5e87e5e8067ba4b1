// A seat may be a team of people (where the game's registry entry says so: Corteo): the rule
// for its people (engine/seats.ts), the wizard's drafts (a team made, grown, shrunk, renamed,
// turned back into one person or the app), the seats as saved and as the games see them, and
// the list of names in both languages.
import { describe, expect, it } from 'vitest';
import { lang, loadLanguage, loadShellStrings } from '../../../src/i18n/index.ts';
import { listNames, listOf } from '../../../src/i18n/lists.ts';
import { TEAM_SIZE, seatsProblem } from '../../../src/engine/seats.ts';
import { addMember, defaultSeats, removeMember, renameMember, setSeatPlayer, setSeatTeam, toSavedSeats } from '../../../src/app/screens/seats.ts';
import { publicSeats, seatLabel, seatPeople } from '../../../src/table/seats.ts';
import { GAMES } from '../../../src/games/registry.ts';
import { SEAT_COLORS } from '../../../src/ui/seat-colors.ts';

const [a, b, c] = SEAT_COLORS.map((x) => x.value);

describe('the rule for a team', () => {
  it('two to five people, each a valid name, all different from every name at the table', () => {
    expect(TEAM_SIZE).toEqual({ min: 2, max: 5 });
    const table = (members: unknown, other = 'Dario') => [
      { name: 'Corteo', color: a, members },
      { name: other, color: b },
    ];
    expect(seatsProblem(table(['Anna', 'Bruno']))).toBeNull();
    expect(seatsProblem(table(['Anna', 'Bruno', 'Carla', 'Elena', 'Franco']))).toBeNull();
    for (const bad of [['Anna'], [], ['A', 'B', 'C', 'D', 'E', 'F'], 'Anna', null, ['Anna', 3]]) {
      expect(seatsProblem(table(bad)), JSON.stringify(bad)).toBe('new.error.team');
    }
    expect(seatsProblem(table(['Anna', ' '.repeat(3)]))).toBe('new.error.emptyName');
    expect(seatsProblem(table(['Anna', 'X'.repeat(21)]))).toBe('new.error.badName');
    expect(seatsProblem(table(['Anna', 'ANNA ']))).toBe('new.error.sameName');
    expect(seatsProblem(table(['Anna', 'Bruno'], 'bruno'))).toBe('new.error.sameName');
    expect(seatsProblem(table(['Anna', 'corteo']))).toBe('new.error.sameName');
    // Two teams share no one.
    expect(seatsProblem([{ name: 'Corteo', color: a, members: ['Anna', 'Bruno'] }, { name: 'Potere', color: b, members: ['Carla', 'Anna'] }])).toBe('new.error.sameName');
    expect(seatsProblem([{ name: 'Corteo', color: a, members: ['Anna', 'Bruno'] }, { name: 'Potere', color: b, members: ['Carla', 'Dario'] }])).toBeNull();
  });

  it('a team is people: never the app, and a team against the app is a table with a person', () => {
    expect(seatsProblem([{ name: 'Corteo', color: a, members: ['Anna', 'Bruno'], app: 'normal' }, { name: 'Dario', color: b }])).toBe('new.error.team');
    expect(seatsProblem([{ name: 'Corteo', color: a, members: ['Anna', 'Bruno'] }, { name: 'Bruno 2', color: b, app: 'normal' }])).toBeNull();
  });

  it('is offered where the registry says, and Corteo says so', () => {
    expect(GAMES.find((g) => g.id === 'corteo')?.teams).toBe(true);
    expect(GAMES.filter((g) => g.teams).map((g) => g.id)).toEqual(['corteo']);
  });
});

describe('the wizard’s teams', () => {
  it('a person becomes a team: the typed name is its first person, the team gets a default name', async () => {
    await loadShellStrings();
    lang.value = 'it';
    let seats = defaultSeats(7);
    seats[0] = { ...seats[0], name: 'Anna', pin: '1234' };
    seats = setSeatTeam(seats, 0, 2);
    expect(seats[0]).toEqual({ key: 0, name: 'Squadra 1', color: seats[0].color, pin: '1234', members: ['Anna', 'Giocatore 1'] });
    // Seat 2 keeps its default name; the team's next person takes the next free number.
    seats = addMember(seats, 0, 2);
    expect(seats[0].members).toEqual(['Anna', 'Giocatore 1', 'Giocatore 3']);
    expect(seatsProblem(seats.slice(0, 2))).toBeNull();
    seats = renameMember(seats, 0, 1, 'Bruno');
    seats = renameMember(seats, 0, 2, 'Carla');
    expect(seats[0].members).toEqual(['Anna', 'Bruno', 'Carla']);
    seats = removeMember(seats, 0, 0);
    expect(seats[0].members).toEqual(['Bruno', 'Carla']);
    // Never fewer than two, never more than five.
    expect(removeMember(seats, 0, 1)[0].members).toEqual(['Bruno', 'Carla']);
    for (let i = 0; i < 6; i++) seats = addMember(seats, 0, 2);
    expect(seats[0].members).toHaveLength(5);
    expect(seatsProblem(seats.slice(0, 2))).toBeNull();
    // A person named like a team's person is caught.
    const clash = seats.map((s, i) => (i === 1 ? { ...s, name: 'carla' } : s));
    expect(seatsProblem(clash.slice(0, 2))).toBe('new.error.sameName');
  });

  it('a default seat becomes a team of two default people; back to one person, "Giocatore n" again', async () => {
    await loadShellStrings();
    let seats = setSeatTeam(defaultSeats(7), 1, 2);
    expect(seats[1]).toMatchObject({ name: 'Squadra 2', members: ['Giocatore 2', 'Giocatore 3'] });
    expect(seatsProblem(seats.slice(0, 2))).toBeNull();
    seats = setSeatPlayer(seats, 1, null, 2);
    expect(seats[1]).toEqual({ key: 1, name: 'Giocatore 2', color: seats[1].color, pin: '' });
    // A typed team name stays when the team becomes one person.
    seats = setSeatTeam(seats, 1, 2);
    seats[1] = { ...seats[1], name: 'Il potere' };
    expect(setSeatPlayer(seats, 1, null, 2)[1]).toEqual({ key: 1, name: 'Il potere', color: seats[1].color, pin: seats[1].pin });
  });

  it('a team handed to the app loses its people and its PIN, and gets an app name; the app seat can become a team', async () => {
    await loadShellStrings();
    let seats = defaultSeats(7);
    seats[1] = { ...seats[1], pin: '4321' };
    seats = setSeatTeam(seats, 1, 2);
    seats = setSeatPlayer(seats, 1, 'normal', 2);
    expect(seats[1]).toEqual({ key: 1, name: 'Bruno', color: seats[1].color, pin: '', app: 'normal' });
    seats = setSeatTeam(seats, 1, 2);
    expect(seats[1]).toMatchObject({ name: 'Squadra 2', pin: '', members: ['Giocatore 2', 'Giocatore 3'] });
    expect('app' in seats[1]).toBe(false);
  });

  it('saved: a team keeps its trimmed people and its PIN; the games see the people, not the PIN', async () => {
    const saved = await toSavedSeats(
      [
        { key: 0, name: ' Corteo ', color: a, pin: '1234', members: [' Anna', 'Bruno ', 'Carla'] },
        { key: 1, name: 'Dario', color: b, pin: '' },
        { key: 2, name: 'Elena', color: c, pin: '', app: 'easy' },
      ],
      async (pin) => `hash:${pin}`,
    );
    expect(saved).toEqual([
      { name: 'Corteo', color: a, members: ['Anna', 'Bruno', 'Carla'], pinHash: 'hash:1234' },
      { name: 'Dario', color: b },
      { name: 'Elena', color: c, app: 'easy' },
    ]);
    expect(seatsProblem(saved)).toBeNull();
    const seen = publicSeats(saved);
    expect(seen).toEqual([
      { name: 'Corteo', color: a, members: ['Anna', 'Bruno', 'Carla'] },
      { name: 'Dario', color: b },
      { name: 'Elena', color: c, app: true },
    ]);
    expect(JSON.stringify(seen)).not.toContain('hash');
    // A copy: a game cannot change the save's people.
    expect(seen[0].members).not.toBe(saved[0].members);
  });
});

describe('names as a list', () => {
  it('is grammatical in Italian and English', () => {
    expect(listNames(['Anna', 'Bruno', 'Carla'], 'it')).toBe('Anna, Bruno e Carla');
    expect(listNames(['Anna', 'Bruno', 'Carla'], 'en')).toBe('Anna, Bruno and Carla');
    expect(listNames(['Anna', 'Bruno'], 'it')).toBe('Anna e Bruno');
    expect(listNames(['Anna'], 'en')).toBe('Anna');
    // Careful Italian: "ed" before e, as "ad" before a.
    expect(listNames(['Bruno', 'Elena'], 'it')).toBe('Bruno ed Elena');
    expect(listNames(['Anna', 'Bruno', 'Ettore'], 'it')).toBe('Anna, Bruno ed Ettore');
    expect(listNames(['Elena', 'Bruno'], 'it')).toBe('Elena e Bruno');
    expect(listNames(['Bruno', 'Elena'], 'en')).toBe('Bruno and Elena');
  });

  it('follows the language chosen, and names a seat by its people or its name', async () => {
    await loadShellStrings();
    await loadLanguage('en');
    const team = { name: 'Corteo', members: ['Anna', 'Bruno', 'Carla'] };
    lang.value = 'it';
    expect(listOf(team.members)).toBe('Anna, Bruno e Carla');
    expect(seatPeople(team)).toBe('Anna, Bruno e Carla');
    expect(seatLabel(team)).toBe('Corteo (Anna, Bruno e Carla)');
    expect(seatPeople({ name: 'Dario' })).toBe('Dario');
    expect(seatLabel({ name: 'Dario' })).toBe('Dario');
    lang.value = 'en';
    expect(seatPeople(team)).toBe('Anna, Bruno and Carla');
    lang.value = 'it';
  });
});
