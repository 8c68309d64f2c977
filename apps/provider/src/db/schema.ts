// The published tables, one file per area: what frames the site, what editors publish, people
// across seasons, each season's teams, games with their stats, news, and media. db/client.ts and
// drizzle.config.ts read this file, so a new area is one line here. Staff sign-in is kept apart
// in schema-accounts.ts (unpublished content's editors, not published content).
export * from './schema-site'
export * from './schema-content'
export * from './schema-people'
export * from './schema-teams'
export * from './schema-games'
export * from './schema-stories'
export * from './schema-media'
export * from './schema-forms'
export * from './schema-directory'
export * from './schema-honors'
export * from './schema-videos'
