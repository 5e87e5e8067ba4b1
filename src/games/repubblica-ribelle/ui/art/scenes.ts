// What each picture shows, placed on an 80×32 strip of Apennine ridges: one scene per action-card
// subject (both cards of a subject share it), per mission type and per card back. A placement is
// "motif x [scale] [lift]": the motif stands on the ground (y = 29) at x; a negative scale mirrors
// it; a lift raises it into the sky. Motifs are drawn in motifs.tsx.
import type { MissionKind } from '../../content.ts';

export interface Placement {
  motif: string;
  x: number;
  scale: number;
  lift: number;
}

/** Which mission type a subject serves most (the card frame's colour), in the rulebook's order. */
export const THEME_SCENES: Record<MissionKind, Record<string, string>> = {
  military: {
    imboscata: 'pine 2 1.1;figR 16;pine 26 1.2;figR 40 1 3;pine 58 1.3;pine 68',
    sabotaggio: 'bridge 14 1.5;burst 36 1.2 10;figR 66 -1',
    colpoDiMano: 'figR 10;figR 22;house 46 1.6;pine 68 1.1',
    assaltoPresidio: 'figR 8;figR 20 1 1;burst 34 0.9 8;tower 48 1.7;flag 66 0.9',
    mitragliatrice: 'fig 16;gun 28 1.6;pine 62 1.2',
    esplosivo: 'crate 12 1.2;burst 34 1.4 4;pine 62 1.2',
    pattuglia: 'figR 12;figR 26 1 1;figR 40 1 2;pine 60 1.3;pine 70',
    postoDiBlocco: 'barrier 14 1.6;figR 50 -1;house 60 1.2',
    ponteMinato: 'bridge 8 1.6;burst 46 1.1 12',
    armiRecuperate: 'crate 14 1.3;rifle 36 1.1;rifle 46 1.1;figR 62 -1',
    lancioAlleato: 'plane 46 1 13;chute 16 1 12;chute 28 0.8 6',
    squadraVolante: 'truck 18 1.5;figR 46 -1;pine 62 1.2',
    battaglioneSovietico: 'star 4 1 14;figR 22;figR 34;figR 46;figR 58',
    vedetta: 'pine 2 1.2;fig 18 1 7;pine 56 1.1;pine 66',
    sganciamento: 'fig 20 -1;fig 32 -1 1;pine 48 1.3;pine 58 1.4;pine 68 1.2',
    postazione: 'gun 30 1.2 10;figR 44 -1 9;pine 64 1.2',
    mortaio: 'mortar 18 1.4;fig 36 -1;burst 60 0.7 17',
    prigionieri: 'figUp 18;figUp 30;figR 52 -1;pine 66 1.1',
  },
  political: {
    giunta: 'fig 10;fig 22;fig 34;table 6 2.2;flag3 52 1.2;house 62 1.1',
    commissario: 'star 6 1 14;figR 22 1.3;paper 46 1.1 4;pine 66 1.1',
    comizio: 'fig 4;fig 14;podium 28 1.4;figArm 30 1.2 8;fig 56 -1;flag 66 1.1',
    volantini: 'paper 12 1 12;paper 30 0.9 4;paper 48 1 10;house 64 1.1',
    giornale: 'paper 18 1.6;paper 36 1.3;fig 58 -1',
    cln: 'fig 10;fig 22;fig 34;table 6 2.2;flag3 54 1.3',
    assemblea: 'fig 6;woman 16;fig 26;woman 36;fig 46;tower 60 1.6',
    sindaco: 'urn 12 1.3;fig 32;house 48 1.6;flag3 66 0.9 14',
    tribunale: 'table 14 2.4;scales 28 1.3 10;fig 58 -1',
    trattativa: 'fig 16;table 28 1.4;fig 48 -1;flag 64 1',
    parroco: 'figRobe 14;fig 28 -1;tower 46 1.7',
    accordo: 'flag 16 1.3;flag3 34 -1.3;fig 54;fig 64 -1',
    ordiniCumer: 'envelope 18 1.4 4;star 44 1 8;fig 62 -1',
    radio: 'radio 18 1.4;fig 44 -1;pine 64 1.2',
    missioneAlleata: 'plane 42 1 13;radio 12;fig 28;chute 62 0.8 10',
    disertori: 'figUp 10;fig 24 -1;house 46 1.5;pine 68',
    proclama: 'paper 18 1.6 -1;fig 44;woman 56',
    delegazione: 'fig 8;fig 20;fig 32;house 56 1;house 68 0.9',
    fiducia: 'fig 14;woman 26;woman 38 -0.7;house 52 1.5',
  },
  social: {
    ammasso: 'sack 8 1.2;sack 22 1.2;wheat 38 1.3;house 56 1.5',
    calmiere: 'scales 10 1.4;sack 40 1.2;bread 58 1',
    ospedaleDaCampo: 'tent 12 1.6;cross 44 0.9 10;pine 64 1.2',
    medico: 'fig 18;bag 30 0.8;house 48 1.6',
    staffetta: 'woman 14;bike 26 1.3;pine 58 1.1;pine 68',
    raccoltaLatte: 'can 8;can 20;woman 34;cow 48 1.4',
    mulino: 'mill 20 1.7;pine 58 1.2;pine 68',
    forno: 'oven 14 1.5;bread 44;woman 58 -1',
    scuola: 'house 8 1.6;book 40 1.1;fig 58 -0.75;fig 66 -0.75',
    sfollati: 'woman 10;fig 22 0.7;fig 30;house 50 1.5',
    feriti: 'tent 10 1.4;cross 40 0.8 8;woman 58 -1',
    famiglie: 'house 10 1.6;woman 42;fig 52 0.7;fig 62 -1',
    bestiame: 'cow 14 1.5;pine 46 1.3;pine 58 1.1;pine 68 1.2',
    legna: 'logs 14 1.4;woman 42;pine 56 1.3;pine 68 1.1',
    sale: 'sack 16 1.4;woman 42 -1;fig 54 -1',
    coperte: 'boot 10;boot 20;blankets 36 1.3;pine 64 1.1',
    lavoroDonne: 'woman 10;woman 22;wheat 34 1.2;woman 52 -1;house 64',
    mietitura: 'sun 60 1 14;wheat 8 1.2;wheat 22 1.2;sickle 38 1.1;woman 48',
    solidarieta: 'fig 16;woman 28 -1;bread 40;fig 54;woman 64 -1',
    orti: 'garden 6 1.2;garden 24 1.2;woman 46;house 62 1.1',
  },
};

/** One scene per mission type (the mission card's picture). */
export const MISSION_SCENES: Record<MissionKind, string> = {
  military: 'figR 6;figR 18 1 1;burst 34 1 8;gun 42 1.2;tower 60 1.6',
  political: 'fig 4;woman 14;fig 24;podium 34 1.4;figArm 36 1.2 8;flag3 58 1.4 -1',
  social: 'wheat 4 1.2;sack 18 1.1;woman 34;bread 44;house 56 1.6',
};

export function parseScene(scene: string): Placement[] {
  return scene.split(';').map((p) => {
    const [motif, x, scale, lift] = p.split(' ');
    return { motif, x: Number(x), scale: scale ? Number(scale) : 1, lift: lift ? Number(lift) : 0 };
  });
}

/** The mission type a card subject is drawn for. */
export function themeKind(theme: string): MissionKind {
  return THEME_SCENES.political[theme] ? 'political' : THEME_SCENES.social[theme] ? 'social' : 'military';
}
