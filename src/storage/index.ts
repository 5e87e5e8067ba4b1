export * from './db.ts';
export * from './errors.ts';
export * from './saves.ts';
export * from './transfer.ts';
export * from './scenarios.ts';
