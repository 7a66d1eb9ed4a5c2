export * from './certified-setup.messages.ts';
export * from './certified-setup.schemas.ts';
export * from './determination.rules.ts';
