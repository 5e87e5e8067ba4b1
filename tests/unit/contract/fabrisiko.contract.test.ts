// The contract (suite.ts) for one game, in a file of its own so vitest runs the games side by side.
import { contractSuite } from './suite.ts';

contractSuite('fabrisiko');
