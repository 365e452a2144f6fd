/**
 * The visitor, their inventory and the user service's records and inputs (product §3 User,
 * Inventory and the user-related service areas, §7 /users/*). The browser parses every answer
 * of src/api/users.ts with these, the API (server/users) every body and query. One module per
 * kind, gathered here so every room imports the user area from one place.
 */
export * from './user-records';
export * from './user-community';
export * from './user-answers';
export * from './user-inputs';
