/** The one database schema, one file per domain. */
export * from './users';
export * from './groups';
export * from './courses';
export * from './activities';
export * from './flights';
export * from './posts';
export * from './prizes';
export * from './votes';
