// The contract (suite.ts) for Corteo, whose playouts take minutes: its playout sets in three
// files (this one, corteo-2 and corteo-3), run side by side. This one has sets 0, 3, 6, ...
import { contractSuite } from './suite.ts';

contractSuite('corteo', [0, 3]);
