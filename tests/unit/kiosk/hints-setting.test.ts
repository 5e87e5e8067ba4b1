// The staff's switch for "Cosa farebbe Passamano?" (issue 33.2): on by default (settings saved
// before it existed have none), read back as staff left it, and saved with the kiosk's choices.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../src/storage/saves.ts';
import { CONFIG_KEY, initKiosk, saveConfig } from '../../../src/kiosk/state.ts';
import { kioskHints } from '../../../src/kiosk/signals.ts';

describe("the kiosk's hint setting", () => {
  it('is on by default, read back off, and saved with the kiosk choices', async () => {
    const store = new SaveStore('kiosk-hints-test');
    expect(kioskHints.value).toBe(true);
    // A row from before the hint: the default stays.
    await store.putSetting(CONFIG_KEY, { on: false, idleSec: 120 });
    await initKiosk(store);
    expect(kioskHints.value).toBe(true);

    kioskHints.value = false;
    await saveConfig();
    kioskHints.value = true;
    await initKiosk(store);
    expect(kioskHints.value).toBe(false);
    expect(((await store.getSetting(CONFIG_KEY)) as { hints?: unknown }).hints).toBe(false);
  });
});
