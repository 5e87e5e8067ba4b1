// Provenance helpers for Corteo's city (rulebook: ../shared/rules/corteo.it.txt, Mondadori 1980).
import type { Provenance, RulingNote, Text } from '../../../../engine/content.ts';

export const rb = (section: string): Provenance => ({ source: 'rulebook', section });
export const rc = (it: string, en: string): Provenance => ({ source: 'reconstructed', note: { it, en } });
export const text = (it: string, en: string): Text => ({ it, en });
export const ruling = (section: string, it: string, en: string): RulingNote => ({ section, text: { it, en } });
