export * from './engine.types.ts';
