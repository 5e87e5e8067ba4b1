// The second third of Corteo's contract playout sets (corteo.contract.test.ts has the first).
import { contractSuite } from './suite.ts';

contractSuite('corteo', [1, 3]);
