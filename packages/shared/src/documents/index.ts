export * from './document.schemas.ts';
