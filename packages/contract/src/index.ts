/** Public entry of the contract package: routes, envelope, codes, entities, constants, control API. */
export * from './codes.ts';
export * from './constants.ts';
export * from './labels.ts';
export * from './new-resume.ts';
export * from './envelope.ts';
export * from './entities.ts';
export * from './paths.ts';
export * from './routes.ts';
export * from './control.ts';
export * from './chaos.ts';
export * from './replies.ts';
export * from './module-fields.ts';
export * from './snapshot.ts';
export * from './scenario-file.ts';
