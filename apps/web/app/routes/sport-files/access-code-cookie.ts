// The cookie that carries a protected file's right access code to its /download address, and to
// nothing else (protected-sport-file.server.ts). Browser-safe: the download route's `handle`
// names it, and a route's handle reaches the browser's route manifest.
export const ACCESS_CODE_COOKIE = 'fh_file_code'
