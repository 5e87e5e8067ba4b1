// The museum day, long form: 200 simulated visitors on the kiosk's clock (support/kiosk.ts,
// museumDay), the e2e suite's short day (kiosk.tablet.spec.ts) at more than three times the
// length: the statistics exact and the JS heap within twice its size after 20 visitors.
import { test } from '@playwright/test';
import { museumDay } from '../e2e/support/kiosk.ts';

test('hundreds of visitors start, abandon, finish and switch languages; the kiosk ends clean, counted and bounded', async ({ page, context }) => {
  // About 3-5 minutes on a 2-core machine.
  await museumDay(page, context, { visitors: 200, minStarted: 180, minIntros: 20 });
});
