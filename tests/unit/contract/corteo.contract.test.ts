// The contract (suite.ts) for Corteo, whose playouts take minutes: its playout sets in two
// files (this one and corteo-2), run side by side. corteo.contract.test.ts is the first half.
import { contractSuite } from './suite.ts';

contractSuite('corteo', [0, 2]);
