/**
 * `@sportsbook/shared/contracts/wire-schemas`: the JSON Schemas of the API's queries and replies,
 * built from and tied to the wire types of `@sportsbook/shared/contracts`. The API alone imports
 * this (apps bundle none of it; the lint refuses it in an app).
 */
export * from './builder';
export * from './queries';
export * from './replies';
export * from './backoffice-replies';
