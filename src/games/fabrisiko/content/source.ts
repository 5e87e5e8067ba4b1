// Provenance helpers for FabRisiko!'s content (rulebook: ../shared/rules/fabrisiko.it.txt, v1.0).
import type { Provenance, RulingNote, Text } from '../../../engine/content.ts';

export const rb = (section: string): Provenance => ({ source: 'rulebook', section });
export const rc = (it: string, en: string): Provenance => ({ source: 'reconstructed', note: { it, en } });
export const text = (it: string, en: string): Text => ({ it, en });
export const ruling = (section: string, it: string, en: string): RulingNote => ({ section, text: { it, en } });
